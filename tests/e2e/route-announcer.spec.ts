import { hasStaticParts } from "../../src/config/paths";
import { type Page } from "@playwright/test";
import { hydrated } from "./support/member";
import { onePagePerType } from "./support/page-types";
import { expect, test } from "./support/test";

// What a screen reader hears when a page opens (docs/decisions.md, « Route announcer »): on a full load the browser
// reads the new document's title and the live region says nothing; on a client-side navigation, where the browser
// says nothing, the live region says « Navigation vers » the page's heading. The same on every page type.

test.describe.configure({ timeout: 120_000 });

const announcer = (page: Page) => page.locator("#gatsby-announcer");

/** The page has hydrated and the frame after it has run: Gatsby's announcer writes in an animation frame. */
async function settled(page: Page) {
  await hydrated(page);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

// The hand-off pages leave at once: to the ticketing site, or to the login page (a navigation, announced).
const PAGES = onePagePerType(/ticketing-handoff/);

test("a full load of any page type leaves the live region silent: the browser reads the document's title", async ({ page }) => {
  for (const url of PAGES) {
    await page.goto(url);
    await settled(page);
    await expect(announcer(page), url).toHaveAttribute("aria-live", "assertive");
    await expect(announcer(page), url).toHaveText("");
    await expect(page, url).toHaveTitle(/\S/);
  }
});

test("a client-side navigation to any page type says « Navigation vers » its heading, in French", async ({ page }) => {
  await page.goto("/");
  await settled(page);
  // A navigation to the page already shown changes nothing: the home page comes last.
  // The pages with static parts (/ and /films/) load from the server, even from a link: not a client navigation.
  // A permalink (/films/lien/…) sends on to its film's page, /signup/ to the sign-up page: neither is announced itself.
  const sendsOn = (url: string) => url.startsWith("/films/lien/") || url.startsWith("/signup/");
  for (const url of PAGES.filter((url) => !hasStaticParts(url) && !sendsOn(url))) {
    await page.evaluate((to) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(to), url);
    await expect(page, url).toHaveURL(new RegExp(`${url.replace(/[.?*+^$()[\]{}|\\]/g, "\\$&")}$`));
    await settled(page);
    const heading = (await page.locator("#gatsby-focus-wrapper h1").first().textContent())?.trim();
    await expect(announcer(page), url).toHaveText(heading ? `Navigation vers ${heading}` : /^Navigation vers \S/);
  }
});

test("on / and /films/: a link between them loads the page, whose title is read; the live region says nothing", async ({
  page,
}) => {
  await page.goto("/");
  await settled(page);
  await expect(page).toHaveTitle("Cinéma L’Aurore");
  await expect(announcer(page)).toHaveText("");
  await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Films et séances" }).click();
  await expect(page).toHaveTitle(/^Films et séances \| Cinéma L’Aurore$/);
  await settled(page);
  await expect(announcer(page)).toHaveText("");
});
