import http from "node:http";
import { expect, test } from "@playwright/test";
import { GUESS_LIMITS } from "../../src/server/throttle/guess-policy";
import { NETLIFY_PORT } from "../../playwright.netlify.config";
import { DEMO_MEMBERS, DEMO_PASSWORD } from "../e2e/support/member";

// netlify-cli derives x-nf-client-connection-ip from the socket, as Netlify's edge does from the visitor's
// connection: two loopback addresses are two visitors. Each writes the headers he likes.
const STRANGER = "127.0.0.20";
const MEMBER = "127.0.0.21";

function logIn(source: string, email: string, password: string, headers: Record<string, string> = {}) {
  const body = JSON.stringify({ method: "POST", route: "/Member/v3/Login", format: "json", body: { email, password } });
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: NETLIFY_PORT,
        localAddress: source,
        method: "POST",
        path: "/api/loyalty",
        headers: { "content-type": "application/json", ...headers },
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

test("one stranger's wrong guesses lock him out, not the members: visitors are counted apart", async () => {
  const statuses: number[] = [];
  for (let i = 0; i <= GUESS_LIMITS.address.limit; i++) {
    // He names another visitor's address in the headers a proxy would write: Netlify's own is believed, not his.
    const forged = { "x-forwarded-for": MEMBER, "x-nf-client-connection-ip": MEMBER };
    statuses.push(await logIn(STRANGER, `stranger${i}@example.fr`, "Azerty123!", forged));
  }
  // The backend's « member not found » (404) each time, until the proxy stops him.
  expect(statuses.slice(0, -1).every((status) => status === 404)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
  // Marie, from her own connection, logs in.
  expect(await logIn(MEMBER, DEMO_MEMBERS.active, DEMO_PASSWORD)).toBe(200);
});
