import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { keepThisAndPreviousBuild, recordBuildFiles } from "../src/builder/build-files";
import { writeServeHeaders } from "../src/server/security/write-serve-headers";
import { openFrontDoor, type FrontDoor } from "./front-door";
import { freePort, waitForUrl } from "./local-servers";
import { loadServerConfig } from "../src/server/config";
import { clientAddressOf } from "../src/server/http/client-address";
import { gatsbyServeBehindDoor, handOver, type Served } from "./site-in-service";
import { supervise } from "./supervise";

const EXPRESS = createRequire(import.meta.url).resolve("express");
const SECURITY_HEADERS = path.join(import.meta.dirname, "serve-security-headers.cjs");

/**
 * `gatsby serve` for these tests, as node_modules/gatsby/dist/commands/serve.js answers a file: public/ through
 * express.static, else its 404 page to a request that accepts HTML (a script's does: Accept: *\/*); with the
 * site's security headers (nosniff) as `npm start` runs it.
 */
const serveScript = (port: number) => `
const express = require(${JSON.stringify(EXPRESS)});
const root = require("node:path").resolve("public");
const app = express();
app.use(express.static("public", { dotfiles: "allow" }));
app.use((req, res, next) => (req.accepts("html") ? res.status(404).sendFile("404.html", { root }) : next()));
app.listen(${port}, "127.0.0.1");
`;

const slotsRoot = mkdtempSync(path.join(tmpdir(), "site-in-service-"));
const [SLOT_A, SLOT_B] = ["a", "b"].map((slot) => path.join(slotsRoot, slot)) as [string, string];
const running: Served[] = [];
let door: FrontDoor | undefined;

afterEach(async () => {
  await door?.close();
  await Promise.all(running.splice(0).map(({ server }) => server.stop()));
});
afterAll(() => rmSync(slotsRoot, { recursive: true, force: true }));

async function serveBuild(dir: string): Promise<Served> {
  const port = await freePort();
  const server = supervise({
    name: "gatsby serve",
    command: process.execPath,
    args: ["--require", SECURITY_HEADERS, "-e", serveScript(port)],
    cwd: dir,
    stdio: "ignore",
  });
  const served = { dir, port, server };
  running.push(served);
  await waitForUrl(`http://127.0.0.1:${port}/`, 15_000);
  return served;
}

const appScript = (build: number) => `/app-${String(build).repeat(20)}.js`;
const font = (build: number) => `/static/font-${String(build).repeat(32)}.woff2`;

/** Build `number` in a fresh `dir`, as a scratch copy gets it: its page, its hashed files, then post-build's step. */
async function build(dir: string, number: number): Promise<void> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, "public", "static"), { recursive: true });
  mkdirSync(path.join(dir, ".cache"));
  await writeServeHeaders(path.join(dir, ".cache", "security-headers.json"));
  const files = {
    "index.html": `<!DOCTYPE html><title>Build ${number}</title><script src="${appScript(number)}" async></script>`,
    "404.html": "<!DOCTYPE html><title>Page introuvable</title>",
    [appScript(number).slice(1)]: `console.log("build ${number}");`,
    [font(number).slice(1)]: `font of build ${number}`,
  };
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, "public", name), content);
  await recordBuildFiles(dir, "webpack", [appScript(number).slice(1), font(number).slice(1)]);
  await keepThisAndPreviousBuild(dir);
}

/** A request through the door, its path sent as written (fetch would normalise `..`), as a browser asks for a script. */
function get(port: number, rawPath: string) {
  return new Promise<{ status: number; type: string; body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const sent = http.request({ host: "127.0.0.1", port, path: rawPath, headers: { accept: "*/*" } }, (answer) => {
      let body = "";
      answer.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
      answer.on("end", () =>
        resolve({ status: answer.statusCode!, type: answer.headers["content-type"] ?? "", body, headers: answer.headers }),
      );
    });
    sent.on("error", reject).end();
  });
}

/** The daily rebuild's switch (serveSiteDaily): the new build takes over, then the old server stops. */
async function takeOver(current: Served, next: string): Promise<Served> {
  const served = await handOver(door!, current, next, serveBuild);
  await current.server.stop();
  return served;
}

describe("handOver, behind the front door", () => {
  it("answers a page of build N still open while build N+1 takes over, until build N+2 does", async () => {
    const port = await freePort();
    await build(SLOT_A, 1);
    const first = await serveBuild(SLOT_A);
    door = await openFrontDoor(port, "127.0.0.1", first.port);
    expect((await get(port, "/")).body).toContain(appScript(1));

    await build(SLOT_B, 2);
    const second = await takeOver(first, SLOT_B);
    const script = await get(port, appScript(1));
    expect([script.status, script.type, script.body]).toEqual([
      200,
      "application/javascript; charset=UTF-8",
      'console.log("build 1");',
    ]);
    expect(script.headers["x-content-type-options"]).toBe("nosniff");
    expect(await get(port, font(1))).toMatchObject({ status: 200, type: "font/woff2" });
    expect(await get(port, appScript(2))).toMatchObject({ status: 200, body: 'console.log("build 2");' });
    // A hashed file neither build has: gatsby serve's 404 page, as before.
    expect(await get(port, appScript(7))).toMatchObject({ status: 404, type: "text/html; charset=UTF-8" });

    await build(SLOT_A, 3);
    await takeOver(second, SLOT_A);
    expect((await get(port, appScript(1))).status).toBe(404);
    expect((await get(port, font(1))).status).toBe(404);
    expect(await get(port, appScript(2))).toMatchObject({ status: 200, type: "application/javascript; charset=UTF-8" });
    expect((await get(port, appScript(3))).status).toBe(200);
  }, 60_000);

  it("refuses a path that climbs out of public/, plain or encoded, after the switch", async () => {
    const port = await freePort();
    await build(SLOT_A, 1);
    door = await openFrontDoor(port, "127.0.0.1", (await serveBuild(SLOT_A)).port);
    await build(SLOT_B, 2);
    await handOver(door, running[0]!, SLOT_B, serveBuild);
    const hostile = [
      "/../.cache/build-files/kept.json",
      "/%2e%2e/.cache/build-files/kept.json",
      "/static/..%2f..%2f.cache%2fbuild-files%2fkept.json",
      "/static/%2e%2e/%2e%2e/.cache/security-headers.json",
      "/..%5c.cache%5csecurity-headers.json",
    ];
    for (const rawPath of hostile) {
      const answer = await get(port, rawPath);
      expect([rawPath, answer.status, /"current"|"rules"/.test(answer.body)]).toEqual([rawPath, 404, false]);
    }
  }, 60_000);
});

describe("npm start's gatsby serve, behind the door", () => {
  const { args, env } = gatsbyServeBehindDoor("/site", 9100, { LOYALTY_API_URL: "http://127.0.0.1:4010", TRUST_PROXY: "false" });
  const config = loadServerConfig(env ?? {});
  if (!config.ok) throw new Error(config.message);
  const visitor = (socket: string) => ({ clientAddress: socket, headers: { "x-forwarded-for": "198.51.100.7" } });

  it("listens on loopback only: the door is the way in", () => {
    expect(args.slice(-4)).toEqual(["--port", "9100", "--host", "127.0.0.1"]);
  });

  // Otherwise every visitor is 127.0.0.1 to the proxy's throttle, and one stranger's wrong guesses lock every member out.
  it("tells the proxy the visitor the door names in X-Forwarded-For, believed from the door (loopback) only", () => {
    expect(clientAddressOf(visitor("127.0.0.1"), config.config)).toBe("198.51.100.7");
    expect(clientAddressOf(visitor("203.0.113.9"), config.config)).toBe("203.0.113.9");
  });
});
