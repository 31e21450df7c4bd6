import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { openFrontDoor, type FrontDoor } from "./front-door";
import { freePort } from "./local-servers";

const servers: http.Server[] = [];
let door: FrontDoor | undefined;

/** A stand-in for one build's `gatsby serve`: answers which build it is, with a header of its own. */
async function build(name: string): Promise<number> {
  const port = await freePort();
  const server = http.createServer((request, response) => {
    response.setHeader("x-build", name);
    response.end(`${name} ${request.method} ${request.url}`);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return port;
}

afterEach(async () => {
  await door?.close();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe("openFrontDoor", () => {
  it("passes requests to the build in service, then to the new one once switched, on the same port", async () => {
    const [old, next, port] = [await build("old"), await build("new"), await freePort()];
    door = await openFrontDoor(port, "127.0.0.1", old);
    const answer = await fetch(`http://127.0.0.1:${port}/films/?jour=2026-11-27`);
    expect([await answer.text(), answer.headers.get("x-build")]).toEqual(["old GET /films/?jour=2026-11-27", "old"]);
    door.switchTo(next);
    expect(await (await fetch(`http://127.0.0.1:${port}/`, { method: "POST", body: "x" })).text()).toBe("new POST /");
  });

  it("answers 502 while no build answers", async () => {
    const [gone, port] = [await freePort(), await freePort()];
    door = await openFrontDoor(port, "127.0.0.1", gone);
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(502);
  });
});
