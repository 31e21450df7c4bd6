import { type Page } from "@playwright/test";
import { builtPages, onePagePerComponent } from "../../scripts/built-pages";
import { expect, test } from "./support/test";
import { guestEntry, hydrated } from "./support/member";
import { signIn } from "./support/member-session";

// One page of every page component (template or page of src/pages), each opened once, on a visitor's clock a year
// after the build: anything rendered from « now » before hydration would differ. A hydration mismatch or a
// Content-Security-Policy violation fails the test (support/test.ts). That the build has a page of every component of
// the table of pages, so that none drops out of this walk, is checked after the build: scripts/built-pages.test.ts.
//
// Most pages are opened as a member: the server rendered them without a session, so what a member's first render
// reads of the session (or the clock, the address, the browser) would show as a mismatch; a guest's first render
// reads the same but the session. The pages asked for at an address they were not built at, or with a query they
// read, are opened as a guest: the 404 page and a client-only route, whose member entry brings a guest back to the
// address asked for, the login page's return and a ticketing hand-off (which a member would leave for the ticketing
// site).
const AS_A_GUEST: Record<string, string> = {
  "component---src-pages-404-tsx": "/page-inexistante/",
  "component---src-templates-film-permalink-page-tsx": "/films/999999999-film-inconnu/",
  "component---src-templates-login-page-tsx": "/connexion/?return=%2Ffilms%2F",
  "component---src-templates-ticketing-handoff-page-tsx": "/startticketing/?theaterCode=1042&perfCode=1",
};
/** Where the member entry of a page brings a guest back to after logging in: the address they asked for. */
const RETURN_TO_ADDRESS = ["/page-inexistante/", "/films/999999999-film-inconnu/"];

const walk = onePagePerComponent(builtPages());
const memberWalk = [...walk].filter(([component]) => !(component in AS_A_GUEST)).map(([, url]) => url);

/** The walk in `count` parts of about the same length: tests of their own, which both workers can take. */
const inParts = <T>(items: readonly T[], count: number): T[][] =>
  Array.from({ length: count }, (_, part) => items.filter((_, index) => index % count === part));

// Each part is about eight pages: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** The visitor's clock, far from the build's. */
const aYearAfterTheBuild = (page: Page) => page.clock.setFixedTime(new Date(Date.now() + 400 * 24 * 3600 * 1000));

/**
 * Opens a page and lets it finish: the render that follows hydration (useHydrated, useNow, session cookie) has run
 * (a frame painted, the browser idle; the bound only keeps a busy page from holding the test).
 */
async function visit(page: Page, url: string) {
  await page.goto(url);
  await hydrated(page);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestIdleCallback(resolve, { timeout: 2_000 }))),
  );
}

test("a guest's pages at another address or with a query hydrate without a mismatch, a year after the build; on the 404 page and a client-only route the member entry brings the guest back to the address asked for", async ({
  page,
}) => {
  await aYearAfterTheBuild(page);
  for (const url of Object.values(AS_A_GUEST)) {
    await visit(page, url);
    if (RETURN_TO_ADDRESS.includes(url)) {
      await expect(guestEntry(page)).toHaveAttribute("href", `/connexion/?return=${encodeURIComponent(url)}`);
    }
  }
});

for (const [part, urls] of inParts(memberWalk, 3).entries()) {
  test(`a member's pages hydrate without a mismatch, a year after the build (part ${part + 1} of 3)`, async ({ page }) => {
    await signIn(page);
    await aYearAfterTheBuild(page);
    for (const url of urls) await visit(page, url);
  });
}
