import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadServerConfig } from "../config";
import { handleLoyaltyProxy } from "./handle-loyalty-proxy";
import { bodyJson, errorCode, fakeFetch, proxyRequest, SESSION_HEADERS, testConfig, testDeps } from "./test-support";

const servers: Server[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
});

async function listen(handler: RequestListener): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return `http://127.0.0.1:${port}`;
}

const getMember = proxyRequest({ method: "GET", route: "/Member/v3/GetMember", format: "json" }, { headers: SESSION_HEADERS });
const login = proxyRequest({
  method: "POST",
  route: "/Member/v3/Login",
  format: "json",
  body: { email: "a@b.fr", password: "x" },
});

function through(upstreamUrl: string, timeoutMs = 8000) {
  return testDeps({
    fetch,
    config: testConfig({ LOYALTY_API_URL: upstreamUrl, LOYALTY_UPSTREAM_TIMEOUT_MS: String(timeoutMs) }),
  });
}

describe("upstream failures", () => {
  it("answers 502 when the upstream is down (closed port)", async () => {
    const response = await handleLoyaltyProxy(getMember, through(await closedPort()));
    expect(response.status).toBe(502);
    expect(errorCode(response.body)).toBe("UPSTREAM_UNREACHABLE");
  });

  it("answers 504 once the upstream has stayed silent for the timeout, not before", async () => {
    let arrived = () => {};
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    const url = await listen(() => arrived());
    // The proxy's clock: the call starts its timer before the request leaves.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const state = { answered: false };
    const answer = handleLoyaltyProxy(login, through(url, 200)).then((response) => {
      state.answered = true;
      return response;
    });
    await requestArrived;
    await vi.advanceTimersByTimeAsync(199);
    expect(state.answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const response = await answer;
    expect(response.status).toBe(504);
    expect(errorCode(response.body)).toBe("UPSTREAM_TIMEOUT");
  });

  it("answers 504 when the upstream sends headers and then stalls the body", async () => {
    const url = await listen((_, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"peachCode":');
    });
    const response = await handleLoyaltyProxy(getMember, through(url, 200));
    expect(response.status).toBe(504);
  });

  it("maps an upstream 500 to 502 UPSTREAM_ERROR without its body", async () => {
    const url = await listen((_, res) => {
      res.writeHead(500, { "content-type": "application/json" }).end('{"stack":"at Db.query (/srv/internal.js:1)"}');
    });
    const response = await handleLoyaltyProxy(getMember, through(url));
    expect(response.status).toBe(502);
    expect(bodyJson(response.body)).toEqual({
      error: { code: "UPSTREAM_ERROR", message: "The loyalty service failed (HTTP 500)." },
    });
  });

  it("answers 502 for malformed JSON with format json", async () => {
    const url = await listen((_, res) => res.writeHead(200, { "content-type": "application/json" }).end("{peachCode: 0"));
    const response = await handleLoyaltyProxy(getMember, through(url));
    expect(response.status).toBe(502);
    expect(errorCode(response.body)).toBe("UPSTREAM_BAD_RESPONSE");
  });

  it("does not follow an upstream redirect", async () => {
    let followed = false;
    const url = await listen((req, res) => {
      if (req.url === "/elsewhere") followed = true;
      res.writeHead(302, { location: "/elsewhere" }).end();
    });
    const response = await handleLoyaltyProxy(getMember, through(url));
    expect(response.status).toBe(502);
    expect(errorCode(response.body)).toBe("UPSTREAM_REDIRECT");
    expect(followed).toBe(false);
  });

  it("answers 500 CONFIG_INVALID when the environment is invalid", async () => {
    const config = loadServerConfig({ LOYALTY_API_URL: "ftp://nope", LOYALTY_UPSTREAM_TIMEOUT_MS: "soon" });
    const response = await handleLoyaltyProxy(getMember, testDeps({ config }));
    expect(response.status).toBe(500);
    expect(errorCode(response.body)).toBe("CONFIG_INVALID");
  });

  it("answers 500 INTERNAL_ERROR when something unexpected throws", async () => {
    const deps = testDeps();
    deps.config = {
      get ok(): true {
        throw new Error("boom");
      },
    } as typeof deps.config;
    const response = await handleLoyaltyProxy(login, deps);
    expect(response.status).toBe(500);
    expect(errorCode(response.body)).toBe("INTERNAL_ERROR");
  });

  it("answers 503 THROTTLE_UNAVAILABLE, without calling upstream, when the attempt counter fails", async () => {
    const upstream = fakeFetch();
    const deps = testDeps({ fetch: upstream.fetch });
    deps.throttle.store.take = () => Promise.reject(new Error("connection refused"));
    const response = await handleLoyaltyProxy(login, deps);
    expect(response.status).toBe(503);
    expect(errorCode(response.body)).toBe("THROTTLE_UNAVAILABLE");
    expect(upstream.spy).not.toHaveBeenCalled();
    expect((await handleLoyaltyProxy(getMember, deps)).status).toBe(200);
  });
});
