import { type Browser, type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { films } from "./content";
import { guestEntry, hydrated } from "./support/member";
import { DESKTOP, PHONE } from "./support/layout-checks";

const film = films.find((f) => f.showtimes.length > 0)!;

/** The HTML Gatsby stitched in for a slice (`<!-- slice-start id="header-1" -->` … `slice-end`). */
const sliceHtml = (html: string, slice: "header" | "footer") =>
  new RegExp(`<!-- slice-start id="${slice}-\\d+" -->([\\s\\S]*?)<!-- slice-end`).exec(html)?.[1];

/** What a visitor sees of the header and footer: sizes and the styles that make them. */
async function shellLook(page: Page) {
  const banner = page.getByRole("banner");
  const footer = page.getByRole("contentinfo");
  return {
    headerHeight: Math.round((await banner.boundingBox())!.height),
    headerBorder: await banner.evaluate((element) => getComputedStyle(element).borderBottomWidth),
    headerBackground: await banner.evaluate((element) => getComputedStyle(element).backgroundColor),
    menuButtonShown: await banner.getByRole("button", { name: "Menu" }).isVisible(),
    footerBackground: await footer.evaluate((element) => getComputedStyle(element).backgroundColor),
    footerLinksDisplay: await footer
      .getByRole("navigation", { name: "Liens de pied de page" })
      .getByRole("list")
      .evaluate((element) => getComputedStyle(element).display),
  };
}

/** The header and footer's look on a phone and on a desktop, the page loaded with or without JavaScript. */
async function looks(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled });
  // The fonts are `font-display: optional`: on a busy machine one load may paint with the fallback font
  // (a header 1 px shorter). Both loads use the fallback, so only the styles are compared.
  await context.route(/\.woff2$/, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(film.path);
  if (javaScriptEnabled) await hydrated(page);
  const phone = await shellLook(page);
  await page.setViewportSize(DESKTOP);
  const desktop = await shellLook(page);
  await context.close();
  return { phone, desktop };
}

test.describe("header and footer, built once for every page (Gatsby slices)", () => {
  test("every page carries the same header and footer HTML, with no page marked in it", async ({ request }) => {
    const pages = ["/", "/films/", film.path, "/cinema/", "/connexion/"];
    const htmls = await Promise.all(pages.map(async (url) => (await request.get(url)).text()));
    for (const slice of ["header", "footer"] as const) {
      const [first, ...others] = htmls.map((html) => sliceHtml(html, slice));
      expect(first, `${slice} slice in the HTML`).toBeTruthy();
      for (const other of others) expect(other).toBe(first);
      // The current page is marked once hydrated: the shared HTML marks none.
      expect(first).not.toMatch(/<a [^>]*aria-current="page"/);
    }
    expect((await request.get("/slice-data/header.json")).ok()).toBe(true);
  });

  test("on a phone (320 px) and a desktop (1280 px), the header and footer look the same without JavaScript: their styles are in the HTML", async ({
    browser,
  }) => {
    const withoutScript = await looks(browser, false);
    const withScript = await looks(browser, true);
    expect(withoutScript).toEqual(withScript);
    for (const [width, look] of Object.entries(withoutScript)) {
      expect(look.headerBorder, width).toBe("4px");
      expect(look.headerBackground, width).not.toBe("rgba(0, 0, 0, 0)");
      expect(look.menuButtonShown, width).toBe(width === "phone");
    }
  });

  test("once hydrated, the navigation and the footer mark the page shown and follow client-side navigation; the footer's layout at each width", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    const navigation = page.getByRole("navigation", { name: "Navigation principale" });
    await page.goto("/films/");
    await hydrated(page);
    await expect(navigation.getByRole("link", { name: "Films et séances" })).toHaveAttribute("aria-current", "page");
    await expect(navigation.getByRole("link", { name: "Accueil" })).not.toHaveAttribute("aria-current", /.*/);
    await expect(guestEntry(page)).toHaveAttribute("href", `/connexion/?return=${encodeURIComponent("/films/")}`);

    await navigation.getByRole("link", { name: "Accueil" }).click();
    await expect(page).toHaveURL("/");
    await expect(navigation.getByRole("link", { name: "Accueil" })).toHaveAttribute("aria-current", "page");
    await expect(navigation.getByRole("link", { name: "Films et séances" })).not.toHaveAttribute("aria-current", /.*/);
    await expect(guestEntry(page)).toHaveAttribute("href", `/connexion/?return=${encodeURIComponent("/")}`);

    const footer = page.getByRole("contentinfo");
    const footerLinks = footer.getByRole("navigation", { name: "Liens de pied de page" });
    await footerLinks.getByRole("link", { name: "Le cinéma" }).click();
    await expect(page).toHaveURL(/\/cinema\/$/);
    await expect(footerLinks.getByRole("link", { name: "Le cinéma" })).toHaveAttribute("aria-current", "page");

    await test.step("on a desktop the footer shows the address beside its links; on a phone the quick links come first", async () => {
      const address = (await footer.locator("address").boundingBox())!;
      const links = (await footerLinks.boundingBox())!;
      expect(Math.abs(address.y - links.y)).toBeLessThan(4);
      expect(address.x + address.width).toBeLessThanOrEqual(links.x);
      await expect(footer.getByRole("navigation", { name: "Liens rapides" })).toBeHidden();

      await page.setViewportSize(PHONE);
      const quickLinks = footer.getByRole("navigation", { name: "Liens rapides" });
      await expect(quickLinks).toBeVisible();
      expect((await quickLinks.boundingBox())!.y).toBeLessThan((await footer.locator("address").boundingBox())!.y);
    });
  });
});

/** Every rule inserted into a style sheet while the page runs. A string: the page runs it before its own scripts. */
const RECORD_LATER_RULES = `
  window.__laterRules = [];
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (rule, index) {
    window.__laterRules.push(rule);
    return insertRule.call(this, rule, index);
  };
`;

const classesIn = (html: string) => new Set([...html.matchAll(/class="([^"]+)"/g)].flatMap(([, names]) => names!.split(" ")));

test("hydrating the page, its header and footer inserts none of their styles: styled-components writes into the built style element, kept as it is (each insertion restyles the page)", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/films/")).text();
  const builtClasses = classesIn(html);
  await page.addInitScript(RECORD_LATER_RULES);
  await page.goto("/films/");
  await hydrated(page);
  await expect(
    page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Films et séances" }),
  ).toHaveAttribute("aria-current", "page");
  const laterRules = await page.evaluate<string[]>("window.__laterRules");
  const builtRules = laterRules.filter((rule) => [...rule.matchAll(/\.([\w-]+)/g)].some(([, name]) => builtClasses.has(name!)));
  expect(builtRules).toEqual([]);
  // The built element is still the page's one styled-components element: styled-components did not take it over.
  await expect(page.locator("style[data-styled-built]")).toHaveCount(1);
  await expect(page.locator("style[data-styled]")).toHaveCount(0);
});
