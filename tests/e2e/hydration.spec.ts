import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { guestEntry, hydrated } from "./support/member";
import { signIn } from "./support/member-session";

/**
 * React reports a hydration mismatch as a recoverable error: in a production
 * build "Minified React error #418" (or #419, #422, #423, #425), in development
 * "Hydration failed", "did not match"… Either way it reaches the console or
 * window error reporting.
 */
const HYDRATION_PROBLEM =
  /hydrat|did not match|React error #(418|419|422|423|425)\b|react\.dev\/errors\/(418|419|422|423|425)\b/i;

function watchHydration(page: Page) {
  const problems: string[] = [];
  const record = (where: string, text: string) => {
    if (HYDRATION_PROBLEM.test(text)) problems.push(`${page.url()} ${where}: ${text}`);
  };
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") record("console", message.text());
  });
  page.on("pageerror", (error) => record("page error", `${error.message}\n${error.stack ?? ""}`));
  return problems;
}

/** One built page per page component (every template and page of the site), read from the build's page data. */
function onePagePerType(except?: RegExp): string[] {
  const root = path.join("public", "page-data");
  const byComponent = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name === "page-data.json") {
        const { componentChunkName, path: pagePath } = JSON.parse(readFileSync(file, "utf8")) as {
          componentChunkName: string;
          path: string;
        };
        if (except?.test(componentChunkName)) continue;
        if (!byComponent.has(componentChunkName) || pagePath.length < byComponent.get(componentChunkName)!.length) {
          byComponent.set(componentChunkName, pagePath);
        }
      }
    }
  };
  walk(root);
  return [...byComponent.values()].sort();
}

// Each test walks every page type (two dozen pages): more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

async function visit(page: Page, url: string) {
  await page.goto(url);
  await hydrated(page);
  // The render that follows hydration (useHydrated, useNow, session cookie) has run: a frame has been painted and
  // the browser says it is idle (the bound only keeps a busy page from holding the test).
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestIdleCallback(resolve, { timeout: 2_000 }))),
  );
}

/** Where the member entry of a page brings a visitor back to after logging in: the address they asked for. */
const RETURN_TO_ADDRESS = ["/page-inexistante/", "/films/999999999-film-inconnu/"];

test("no page type hydrates with a mismatch, even a year after the build on a visitor's clock; on the 404 page and client-only routes, the member entry brings the visitor back to the address they asked for", async ({
  page,
}) => {
  // The visitor's clock is far from the build's: anything rendered from "now" before hydration would differ.
  await page.clock.setFixedTime(new Date(Date.now() + 400 * 24 * 3600 * 1000));
  const problems = watchHydration(page);
  const pages = onePagePerType();
  // Every page type the brief names is among them (the walk of the build cannot silently shrink).
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
  for (const url of [
    ...pages,
    "/connexion/?return=%2Ffilms%2F",
    "/page-inexistante/",
    "/films/999999999-film-inconnu/",
    "/startticketing/?theaterCode=1042&perfCode=1",
  ]) {
    await visit(page, url);
    if (RETURN_TO_ADDRESS.includes(url)) {
      await expect(guestEntry(page)).toHaveAttribute("href", `/connexion/?return=${encodeURIComponent(url)}`);
    }
  }
  expect(problems).toEqual([]);
});

test("a logged-in member's pages hydrate without a mismatch", async ({ page }) => {
  const problems = watchHydration(page);
  await signIn(page);
  // Not the hand-off pages: for a member they leave the site for the ticketing site.
  for (const url of onePagePerType(/ticketing-handoff/)) {
    await visit(page, url);
  }
  expect(problems).toEqual([]);
});
