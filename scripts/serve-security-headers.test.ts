import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeServeHeaders } from "../src/server/security/write-serve-headers";

// A plain server with the preload in front of it, reading the rules the build writes.
const SERVER = `
const server = require("node:http").createServer((req, res) => {
  res.writeHead(404, { "content-type": "text/plain" });
  res.end("not found");
});
server.listen(0, "127.0.0.1", () => console.log(server.address().port));
`;

let child: ChildProcess;
let port: string;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "serve-headers-"));
  mkdirSync(path.join(dir, ".cache"));
  await writeServeHeaders(path.join(dir, ".cache", "security-headers.json"));
  const preload = path.join(__dirname, "serve-security-headers.cjs");
  child = spawn(process.execPath, ["--require", preload, "-e", SERVER], { cwd: dir, stdio: ["ignore", "pipe", "inherit"] });
  port = await new Promise<string>((resolve) => child.stdout!.once("data", (data: Buffer) => resolve(data.toString().trim())));
});
afterAll(() => {
  child.kill();
  rmSync(dir, { recursive: true, force: true });
});

/** A request with its path sent exactly as written (fetch would normalise it). */
const rawGet = (rawPath: string) =>
  new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
    const sent = request({ host: "127.0.0.1", port, path: rawPath }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers }));
    });
    sent.on("error", reject);
    sent.end();
  });

describe("scripts/serve-security-headers.cjs", () => {
  it("adds the site's headers to every answer", async () => {
    const { headers } = await rawGet("/films/");
    expect(headers["content-security-policy"]).toContain("script-src 'self'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
  });

  it.each(["/api/%", "/%zz/", "/films/%E0%A4%A"])("survives a malformed escape in the path (%s)", async (rawPath) => {
    const { status, headers } = await rawGet(rawPath);
    expect(status).toBe(404);
    expect(headers["content-security-policy"]).toContain("script-src 'self'");
    expect((await rawGet("/")).status).toBe(404);
    expect(child.exitCode).toBeNull();
  });
});
