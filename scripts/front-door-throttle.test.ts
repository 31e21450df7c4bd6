import http from "node:http";
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { afterEach, describe, expect, it } from "vitest";
import { loadServerConfig } from "../src/server/config";
import { adaptRequest, sendResponse } from "../src/server/http/gatsby-adapter";
import { handleLoyaltyProxy } from "../src/server/loyalty-proxy/handle-loyalty-proxy";
import { JSON_BODY_LIMIT } from "../src/server/loyalty-proxy/proxy-call";
import { fakeFetch, jsonResponse } from "../src/server/loyalty-proxy/test-support";
import { GUESS_LIMITS } from "../src/server/throttle/guess-policy";
import { GuessThrottle } from "../src/server/throttle/guess-throttle";
import { MemoryThrottleStore } from "../src/server/throttle/memory-store";
import { openFrontDoor, type FrontDoor } from "./front-door";
import { gatsbyServeBehindDoor } from "./site-in-service";
import { freePort } from "./local-servers";
import { RefreshReplay } from "../src/server/loyalty-proxy/refresh-replay";

const MEMBER = { email: "marie.dupont@example.fr", password: "Cinema-2026!" };
// Two visitors on this machine's loopback network, each its own source address.
const STRANGER = "127.0.0.2";
const MEMBER_ADDRESS = "127.0.0.3";

let door: FrontDoor | undefined;
let site: http.Server | undefined;

afterEach(async () => {
  await door?.close();
  await new Promise((resolve) => (site ? site.close(resolve) : resolve(undefined)));
});

/** `/api/loyalty` as `npm start` runs it behind the door: the real proxy handler, its config from the door's env. */
async function siteBehindDoor(): Promise<number> {
  const config = loadServerConfig(gatsbyServeBehindDoor(".", 0, { LOYALTY_API_URL: "http://loyalty.test" }).env ?? {});
  const backend = fakeFetch(({ init }) => {
    const { email, password } = JSON.parse(init.body as string) as typeof MEMBER;
    return jsonResponse(email === MEMBER.email && password === MEMBER.password ? { peachCode: 0 } : { peachCode: 31 });
  });
  const throttle = new GuessThrottle(new MemoryThrottleStore());
  const refreshReplay = new RefreshReplay();
  site = http.createServer((req, res) => {
    void (async () => {
      const adapted = await adaptRequest(req as GatsbyFunctionRequest, JSON_BODY_LIMIT);
      const answer = adapted.ok
        ? await handleLoyaltyProxy(adapted.request, {
            fetch: backend.fetch,
            config,
            throttle,
            refreshReplay,
            now: Date.now,
            log: () => {},
          })
        : adapted.response;
      sendResponse(res as unknown as GatsbyFunctionResponse, answer);
    })();
  });
  const port = await freePort();
  await new Promise<void>((resolve) => site!.listen(port, "127.0.0.1", resolve));
  return port;
}

/** A login through the door from `source`, optionally with a header of the visitor's own. */
function logIn(doorPort: number, source: string, credentials: typeof MEMBER, forwardedFor?: string): Promise<number> {
  const body = JSON.stringify({ method: "POST", route: "/Member/v3/Login", format: "json", body: credentials });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: doorPort,
        localAddress: source,
        method: "POST",
        path: "/api/loyalty",
        headers: { "content-type": "application/json", ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}) },
      },
      (answer) => {
        answer.resume();
        answer.on("end", () => resolve(answer.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

describe("the front door and the proxy's throttle", () => {
  it("counts two visitors apart, and does not believe an address a visitor names himself", async () => {
    const doorPort = await freePort();
    door = await openFrontDoor(doorPort, "127.0.0.1", await siteBehindDoor());

    // The stranger sprays wrong passwords over many accounts until the proxy stops him.
    const statuses: number[] = [];
    for (let i = 0; i <= GUESS_LIMITS.address.limit; i++) {
      statuses.push(await logIn(doorPort, STRANGER, { email: `user${i}@example.fr`, password: "Azerty123!" }));
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);

    // Naming the member's address in his own header does not make him the member.
    expect(await logIn(doorPort, STRANGER, { email: "other@example.fr", password: "x" }, MEMBER_ADDRESS)).toBe(429);
    // The member, from her own address, still logs in.
    expect(await logIn(doorPort, MEMBER_ADDRESS, MEMBER)).toBe(200);
  });
});
