import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { guestEntry, hydrated } from "./support/member";
import { signIn } from "./support/member-session";
import { onePagePerType } from "./support/page-types";

// Each test walks a third of the page types (about ten pages): more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

/**
 * Opens a page and lets it finish: the render that follows hydration (useHydrated, useNow, session cookie) has run
 * (a frame painted, the browser idle; the bound only keeps a busy page from holding the test). A hydration mismatch
 * or a Content-Security-Policy violation, then or later in the walk, fails the test (support/test.ts).
 */
async function visit(page: Page, url: string) {
  await page.goto(url);
  await hydrated(page);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestIdleCallback(resolve, { timeout: 2_000 }))),
  );
}

/** Where the member entry of a page brings a visitor back to after logging in: the address they asked for. */
const RETURN_TO_ADDRESS = ["/page-inexistante/", "/films/999999999-film-inconnu/"];

/** The walk in `count` parts of about the same length: tests of their own, which both workers can take. */
const inParts = <T>(items: readonly T[], count: number): T[][] =>
  Array.from({ length: count }, (_, part) => items.filter((_, index) => index % count === part));

const GUEST_WALK = [
  ...onePagePerType(),
  "/connexion/?return=%2Ffilms%2F",
  "/page-inexistante/",
  "/films/999999999-film-inconnu/",
  "/startticketing/?theaterCode=1042&perfCode=1",
];
// Not the hand-off pages: for a member they leave the site for the ticketing site.
const MEMBER_WALK = onePagePerType(/ticketing-handoff/);

test("the walk holds one page of every kind: it cannot silently shrink with the build", () => {
  const pages = onePagePerType();
  for (const expected of [
    "/",
    "/films/",
    "/cinema/",
    "/connexion/",
    "/mon-compte/",
    "/inscription/",
    "/activation/",
    "/mot-de-passe-oublie/",
    "/reinitialiser-mot-de-passe/",
    "/identifiant-oublie/",
    "/confidentialite/",
    "/404/",
  ]) {
    expect(pages, expected).toContain(expected);
  }
  expect(
    pages.some((url) => /^\/films\/\d+-/.test(url)),
    "a film page",
  ).toBe(true);
  expect(
    pages.some((url) => /^\/(startticketing|launch|loyalty|refund)\//.test(url)),
    "a hand-off page",
  ).toBe(true);
});

for (const [part, urls] of inParts(GUEST_WALK, 3).entries()) {
  test(`no page type hydrates with a mismatch or violates the Content-Security-Policy, even a year after the build on a visitor's clock; on the 404 page and client-only routes, the member entry brings the visitor back to the address they asked for (part ${part + 1} of 3)`, async ({
    page,
  }) => {
    // The visitor's clock is far from the build's: anything rendered from "now" before hydration would differ.
    await page.clock.setFixedTime(new Date(Date.now() + 400 * 24 * 3600 * 1000));
    for (const url of urls) {
      await visit(page, url);
      if (RETURN_TO_ADDRESS.includes(url)) {
        await expect(guestEntry(page)).toHaveAttribute("href", `/connexion/?return=${encodeURIComponent(url)}`);
      }
    }
  });
}

for (const [part, urls] of inParts(MEMBER_WALK, 3).entries()) {
  test(`a logged-in member's pages hydrate without a mismatch (part ${part + 1} of 3)`, async ({ page }) => {
    await signIn(page);
    for (const url of urls) await visit(page, url);
  });
}
