import { expect, test, type APIResponse } from "@playwright/test";
import { films } from "../e2e/content";
import { SANDBOX_URL } from "../../playwright.netlify.config";

// The build as Netlify deploys it, through netlify-cli's emulation: every response's headers, the Functions' view of
// the request. What the browser does with it is in journey.spec.ts.

const film = films.find((f) => f.showtimes.length > 0)!;

/** The headers every response of the site carries (src/server/security/security-headers.ts). */
const SITE_HEADERS = [
  "content-security-policy",
  "permissions-policy",
  "strict-transport-security",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "x-content-type-options",
  "referrer-policy",
];

/** Each header once: a rule repeated on the same path would give two values joined by a comma. */
function expectSiteHeaders(response: APIResponse) {
  const headers = response.headersArray().map(({ name }) => name.toLowerCase());
  for (const name of SITE_HEADERS)
    expect(
      headers.filter((header) => header === name),
      name,
    ).toHaveLength(1);
  expect(response.headers()["content-security-policy"]).not.toContain(",");
}

const pageTypes = [
  { name: "home", path: "/" },
  { name: "listing", path: "/films/" },
  { name: "film page", path: film.path },
  { name: "login", path: "/connexion/" },
  { name: "account", path: "/mon-compte/carte/" },
  { name: "content page", path: "/cinema/" },
  { name: "page data", path: `/page-data${film.path}page-data.json` },
  { name: "offline page", path: "/hors-ligne/" },
];

test("every page type answers 200 with the site's headers", async ({ request }) => {
  for (const { name, path } of pageTypes) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), name).toBe(200);
    expectSiteHeaders(response);
    expect(response.headers()["x-frame-options"], name).toBe("SAMEORIGIN");
  }
});

test("an unknown path answers the site's 404 page, with the site's headers", async ({ request }) => {
  const response = await request.get("/une-page-qui-n-existe-pas/");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("<html");
  expectSiteHeaders(response);
});

test("a preview page may be framed by the content-management app, and is not indexed", async ({ request }) => {
  const response = await request.get(`/cms-preview${film.path}`);
  expect(response.status()).toBe(200);
  expectSiteHeaders(response);
  expect(response.headers()["content-security-policy"]).toMatch(/frame-ancestors 'self' [^;]*https:\/\/cms\./);
  expect(response.headers()["x-robots-tag"]).toBe("noindex");
});

test("the service worker and the hashed bundles are served", async ({ request, page }) => {
  // Their caching (_headers) is checked where it is made (host-header-routes.test.ts): the emulation's static server
  // answers every file with its own cache-control.
  await page.goto("/");
  const bundle = await page.locator('script[src^="/app-"]').first().getAttribute("src");
  expect((await request.get(bundle!)).status()).toBe(200);
  const worker = await request.get("/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["content-type"]).toMatch(/javascript/);
});

test("each redirect endpoint keeps its query on the way to the ticketing site", async ({ request }) => {
  const cases = [
    {
      path: "/api/startticketing/redirect?theaterCode=1042&perfCode=431035",
      to: `${SANDBOX_URL}/ticketing/websales/sales/1042/book?perfcode=431035`,
    },
    {
      path: "/api/launch/ticketing/redirect?requestData=abc123&token=t0k",
      to: `${SANDBOX_URL}/ticketing/launch/ticketing?requestData=abc123&token=t0k`,
    },
    {
      path: "/api/refund/redirect?requestData=r42&email=marie%40example.fr",
      to: `${SANDBOX_URL}/ticketing/refund?requestData=r42&email=marie%40example.fr`,
    },
    { path: "/api/startconcessions/redirect?token=t0k", to: `${SANDBOX_URL}/ticketing/startconcessions?token=t0k` },
  ];
  for (const { path, to } of cases) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location, path).toBe(to);
  }
});

test("the proxy answers through the host, and refuses what it must", async ({ request }) => {
  const login = await request.post("/api/loyalty", {
    data: { method: "POST", route: "/Member/v3/Login", format: "json", body: { email: "x@example.fr", password: "x" } },
  });
  // The backend's own answer for an unknown member, passed on: 404 with its peachCode (SPEC §8: 30).
  expect(login.status()).toBe(404);
  expect(await login.json()).toMatchObject({ peachCode: 30 });
  const refused = await request.get("/api/loyalty");
  expect(refused.status()).toBe(405);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("METHOD_NOT_ALLOWED");
});
