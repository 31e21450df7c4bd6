import { createHash } from "node:crypto";
import { expect, test } from "./support/test";
import { SANDBOX_URL } from "../../playwright.config";
import { movioTrackerUrl } from "../../src/lib/tracking/vendors";
import { routeAnalytics } from "./support/analytics-stand-ins";
import { GDPR_ANALYTICS, routeDidomi } from "./support/didomi-stand-in";
import { DEMO_MEMBERS, hydrated, submitLogin } from "./support/member";
import { routeMovio } from "./support/movio-stand-in";
import { recordRequests } from "./support/request-log";
import { serveWithTrackingSettings, trackingSettings } from "./support/tracking-settings";

// The journey through the real login (proxy, sandbox): the member id the backend gives reaches the tracker hashed,
// and the account page's view says the member is logged in. A denied purpose (no login sent) and the tracker's
// commands are unit-tested: src/features/tracking/composition/marketing-tracker.test.tsx.

const CUSTOMER = "aurore-42";
const EMAIL = DEMO_MEMBERS.active;
const WAIT = { timeout: 12_000 };

test("the marketing tracker loads only after consent; a login sends the hashed member id and a login event", async ({ page }) => {
  await serveWithTrackingSettings(
    page,
    trackingSettings({
      consent: { noticeId: "notice-aurore", didomiApiKey: "api-key-aurore" },
      analytics: { enableMovio: true, movioCustomerId: CUSTOMER },
    }),
  );
  await routeDidomi(page, GDPR_ANALYTICS);
  const analytics = await routeAnalytics(page);
  const movio = await routeMovio(page, CUSTOMER);
  const requests = recordRequests(page);
  await page.goto("/connexion/");
  await hydrated(page);
  // The banner asks: consent is unknown, and nothing but its loader has left the site.
  await expect(page.getByRole("dialog", { name: "Vos choix de cookies" })).toBeVisible();
  expect(await page.locator("html").getAttribute("data-tracking-consent")).toBe("unknown");
  expect(movio.scripts).toEqual([]);
  expect(requests.hosts().filter((host) => host !== "localhost")).toEqual(["sdk.privacy-center.org"]);

  await page.getByRole("button", { name: "Accepter" }).click();
  await expect.poll(() => movio.scripts, WAIT).toEqual([movioTrackerUrl(CUSTOMER)]);
  // The login page's view: no member yet.
  await expect.poll(() => analytics.hits.length, WAIT).toBe(1);
  expect(analytics.hits[0]!.searchParams.get("ep.isLoggedIn")).toBe("false");
  expect(movio.hits).toEqual([]);

  const loggedInAt = Date.now();
  await submitLogin(page, EMAIL);
  await page.waitForURL("**/mon-compte/");
  await expect.poll(() => movio.hits.length, WAIT).toBe(2);
  const hits = movio.hits.map((hit) => Object.fromEntries(hit.searchParams));
  const identify = hits.find((hit) => hit.cmd === "identify");
  const login = hits.find((hit) => hit.cmd === "track");
  const response = await page.request.get(`${SANDBOX_URL}/sandbox/members/${encodeURIComponent(EMAIL)}`);
  const id = ((await response.json()) as { memberDetails: { memberId: string } }).memberDetails.memberId;
  expect(identify).toEqual({ c: CUSTOMER, cmd: "identify", h: createHash("sha256").update(id).digest("hex") });
  expect(login).toMatchObject({ c: CUSTOMER, cmd: "track", e: "login" });
  expect(Math.abs(Date.parse(login!.loginAt!) - loggedInAt)).toBeLessThan(60_000);
  // Neither the e-mail nor the member id itself leaves the site.
  const outside = requests.all().filter((url) => !url.startsWith(new URL(page.url()).origin));
  expect(outside.filter((url) => decodeURIComponent(url).includes(EMAIL) || url.includes(`=${id}`))).toEqual([]);

  // The account page's view says the member is logged in (SPEC §3 isLoggedIn).
  await expect.poll(() => analytics.hits.length, WAIT).toBe(2);
  expect(analytics.hits[1]!.searchParams.get("ep.isLoggedIn")).toBe("true");
});
