import { expect, test, type Page } from "@playwright/test";
import { toSessionCookie } from "../../../src/features/loyalty/core/api/member-api/session-cookie-fields";
import { SESSION_COOKIE } from "../../../src/features/loyalty/core/session/session-presence";
import { LOYALTY_PROXY_PATH, loyaltyRoutes } from "../../../src/lib/loyalty-api";
import { DEMO_MEMBERS, DEMO_PASSWORD } from "./member";

/**
 * A member's session without the login page: the same Login call the page makes, through the proxy to the
 * sandbox, and the cookie the page would write. For tests where logging in is not what is tested (the login
 * page has its own journey): about 0.1 s instead of a page load, hydration and a form.
 *
 * Why not one storage state per worker: each page start refreshes the session and the backend uses the refresh
 * token up (as it should), so a saved state works once. A session per test is as cheap and keeps tests apart.
 */
export async function signIn(page: Page, email: string = DEMO_MEMBERS.active, password = DEMO_PASSWORD): Promise<void> {
  const route = loyaltyRoutes.loginV3;
  const answer = await page.request.post(LOYALTY_PROXY_PATH, {
    data: { method: route.method, route: route.path, format: "json", body: { email, password } },
  });
  expect(answer.status(), `Login of ${email} through the proxy`).toBe(200);
  const login = (await answer.json()) as Parameters<typeof toSessionCookie>[0] & { peachCode: number };
  expect(login.peachCode, `Login of ${email}`).toBe(0);
  const cookie = toSessionCookie(login, 3, null, Date.now());
  const site = test.info().project.use.baseURL;
  if (!site) throw new Error("signIn needs the project's baseURL");
  // js-cookie reads a percent-encoded value, as it writes one.
  const value = encodeURIComponent(JSON.stringify(cookie));
  await page
    .context()
    .addCookies([{ name: SESSION_COOKIE, value, url: site, sameSite: "Lax", expires: Date.now() / 1000 + 3600 }]);
}
