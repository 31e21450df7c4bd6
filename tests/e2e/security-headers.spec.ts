import { readdirSync } from "node:fs";
import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { films } from "./content";
import { laterWeeksOf } from "./programme-content";
import { hydrated } from "./support/member";
import { signIn } from "./support/member-session";

// Issue 7 hole 7: the headers npm start serves, and a Content-Security-Policy that
// blocks nothing the site itself does (every page type, hydration included).

const film = films.find((f) => f.showtimes.length > 0)!;

const PAGES = [
  ["home", "/"],
  ["listing", "/films/"],
  ["film", film.path],
  ["permalink", `/permalink/movie/${film.id}`],
  ["cinema", "/cinema/"],
  ["privacy", "/confidentialite/"],
  ["login", "/connexion/"],
  ["account", "/mon-compte/"],
  ["hand-off", "/ticketing/"],
  ["404", "/page-qui-n-existe-pas/"],
] as const;

/**
 * Collects the Content-Security-Policy violations of every document the page loads, from its very first script on;
 * `take()` returns those seen since the last call.
 */
async function watchViolations(page: Page): Promise<{ take: () => Promise<string[]> }> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return {
    take: async () => [
      ...console.splice(0),
      ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations?.splice(0) ?? [])),
    ],
  };
}

const expectSecurityHeaders = (headers: Record<string, string>) => {
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'self'");
  expect(headers["content-security-policy"]).toContain("object-src 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["x-powered-by"]).toBeUndefined();
  expect(headers["access-control-allow-origin"]).toBeUndefined();
};

// Every page the suite opens fails its test on a Content-Security-Policy violation (support/test.ts), and
// hydration.spec.ts opens one page of each kind: what a page does under the policy is checked there.
test("every kind of page is served with the security headers", async ({ request }) => {
  for (const [kind, path] of PAGES) {
    const response = await request.get(path);
    expect(response.status(), kind).toBe(kind === "404" ? 404 : 200);
    expectSecurityHeaders(response.headers());
  }
});

test("Gatsby's runtime gets its page path and build data from the boot script: client-side navigation works", async ({
  page,
}) => {
  await page.goto("/films/");
  await hydrated(page);
  expect(await page.evaluate(() => (window as unknown as { pagePath: string }).pagePath)).toBe("/films/");
  expect(
    await page.evaluate(() => typeof (window as unknown as { ___webpackCompilationHash: unknown }).___webpackCompilationHash),
  ).toBe("string");
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  // A film of the day shown: which ones depends on the hour (a film whose last showtime of the day has begun is
  // listed under the days it still plays, which are hidden).
  const filmLink = page.getByRole("main").getByRole("heading", { level: 3 }).getByRole("link").first();
  const title = (await filmLink.textContent())!;
  const href = (await filmLink.getAttribute("href"))!;
  await filmLink.click();
  await page.waitForURL(`**${href}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("the programme's day picker, filters, later weeks and calendar file work without a violation", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/films/");
  await hydrated(page);
  await page.getByRole("navigation", { name: "Choisir un jour" }).getByRole("link").nth(1).click();
  await page.getByText("Filtrer les séances").click();
  await page.getByRole("checkbox", { name: "Audiodescription (AD)" }).check();
  await page.getByRole("checkbox", { name: "Audiodescription (AD)" }).uncheck();
  // Later weeks loaded on demand come from static JSON files (connect-src 'self'). The demo's are all in the
  // page, so the page fetches one of their files as « Afficher les films » would.
  const [week] = await laterWeeksOf(page.request);
  expect(await page.evaluate(async (url) => (await fetch(url)).status, `/programme/${week!.key}.json`)).toBe(200);
  const calendar = page.getByRole("button", { name: /^Ajouter à mon agenda/ }).first();
  await Promise.all([page.waitForEvent("download"), calendar.click()]);
  await page.waitForLoadState("networkidle");
  expect(await violations.take()).toEqual([]);
});

test("the headers as served: referrer policies, framing of the preview pages, and the API's own strict answers", async ({
  request,
}) => {
  expect((await request.get("/films/")).headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  for (const path of ["/ticketing/", "/startticketing/", "/launch/ticketing/"]) {
    expect((await request.get(path)).headers()["referrer-policy"], path).toBe("no-referrer");
  }

  // Preview pages leave framing to frame-ancestors: no X-Frame-Options that would refuse the content-management app.
  for (const path of ["/cms-preview/", "/cms-preview/films/"]) {
    const headers = (await request.get(path)).headers();
    expect(headers["content-security-policy"], path).toMatch(/frame-ancestors 'self' https:\/\/cms\./);
    // ALLOWALL: the HTML standard's "embedding allowed"; Gatsby's header rules cannot remove the site-wide SAMEORIGIN.
    expect(headers["x-frame-options"], path).toBe("ALLOWALL");
  }
  expect((await request.get("/films/")).headers()["x-frame-options"]).toBe("SAMEORIGIN");

  // The API answers carry no wildcard CORS and keep their own strict policy.
  const response = await request.post("/api/loyalty", { data: { method: "GET", route: "/Admin/Users", format: "json" } });
  expect(response.status()).toBe(403);
  const headers = response.headers();
  expect(headers["access-control-allow-origin"]).toBeUndefined();
  expect(headers["x-powered-by"]).toBeUndefined();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["content-security-policy"]).toContain("default-src 'none'");
  const redirect = await request.get("/api/refund/redirect", { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers()["referrer-policy"]).toBe("no-referrer");
  expect(redirect.headers()["access-control-allow-origin"]).toBeUndefined();
});

test("source maps are not published", async ({ request }) => {
  // Every script of the build (Gatsby's shell scripts and every chunk) sits at the root of public/.
  const scripts = readdirSync("public").filter((file) => file.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect((await request.get(`/${script}`)).status(), script).toBe(200);
    expect((await request.get(`/${script}.map`)).status(), `${script}.map`).toBe(404);
  }
});

test("a member's hand-off posts its form to the ticketing site without a violation", async ({ page }) => {
  const violations = await watchViolations(page);
  await signIn(page);
  await page.goto("/startticketing/?theaterCode=1042&perfCode=424242");
  const post = await page.waitForRequest(
    (request) => request.method() === "POST" && /\/websales\/sales\/1042\/book/.test(request.url()),
    {
      timeout: 15_000,
    },
  );
  expect(post.headers()["referer"]).toBeUndefined();
  expect(await violations.take().catch(() => [])).toEqual([]);
});
