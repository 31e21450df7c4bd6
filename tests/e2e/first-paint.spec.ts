import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { films } from "./content";
import { PHONE, screenshot } from "./support/layout-checks";

/**
 * Every control works from the first paint (issue 26): with the site's scripts held back (a slow phone, a
 * slow network) and with JavaScript off. Links and forms work by nature; a button must be the browser's
 * own (a popover's, a form's) or not be shown until hydration.
 */
const film = films.find((f) => f.showtimes.length > 1)!;
const PAGES = ["/", "/films/", film.path];

/** Holds every script of the site until `release()`: the page is painted, nothing has hydrated. */
async function holdScripts(page: Page) {
  const held: (() => void)[] = [];
  let released = false;
  await page.route(/\.js(\?|$)/, async (route) => {
    if (released) return route.continue();
    await new Promise<void>((resolve) => held.push(resolve));
    await route.continue();
  });
  return () => {
    released = true;
    held.splice(0).forEach((resume) => resume());
  };
}

/**
 * The buttons a visitor can see and tap: each must work without the site's scripts. A popover's button or
 * a form's submit button does; any other is a dead tap until hydration.
 */
const deadButtons = (page: Page) =>
  page.locator("button, [role=button]").evaluateAll((buttons) =>
    buttons
      .filter((button) => button.checkVisibility({ visibilityProperty: true }))
      .filter((button) => !button.hasAttribute("popovertarget"))
      .filter((button) => !((button as HTMLButtonElement).type === "submit" && (button as HTMLButtonElement).form?.action))
      .map((button) => button.outerHTML.slice(0, 120)),
  );

async function expectMenuWorks(page: Page) {
  const button = page.getByRole("banner").getByRole("button", { name: "Menu" });
  const nav = page.getByRole("navigation", { name: "Navigation principale" });
  await expect(nav).toBeHidden();
  await button.click();
  await expect(nav).toBeVisible();
  // Under the header, not over it.
  const header = (await page.getByRole("banner").boundingBox())!;
  const panel = (await page.locator("#site-menu").boundingBox())!;
  expect(Math.abs(panel.y - (header.y + header.height))).toBeLessThanOrEqual(1);
  await page.keyboard.press("Escape");
  await expect(nav).toBeHidden();
  await button.click();
  await expect(nav).toBeVisible();
  // A tap outside closes it too.
  await page.mouse.click(PHONE.width / 2, PHONE.height - 20);
  await expect(nav).toBeHidden();
}

/** The screen reader hears « Menu » as a collapsed, then expanded, button (Chromium's accessibility tree); closed again after. */
async function expectMenuExpandedState(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const expanded = async () => {
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    const menu = nodes.find((node) => node.role?.value === "button" && node.name?.value === "Menu");
    return menu?.properties?.find((property) => property.name === "expanded")?.value.value;
  };
  expect(await expanded()).toBe(false);
  await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
  await expect.poll(expanded).toBe(true);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("navigation", { name: "Navigation principale" })).toBeHidden();
  await cdp.detach();
}

test.describe("before hydration (scripts held back), on a phone", () => {
  test.use({ viewport: PHONE });

  for (const path of PAGES) {
    test(`every control shown on ${path} works${path === "/" ? "; the screen reader hears « Menu » collapsed, then expanded" : ""}`, async ({
      page,
    }) => {
      const release = await holdScripts(page);
      await page.goto(path, { waitUntil: "domcontentloaded" });
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
      expect(await deadButtons(page)).toEqual([]);
      if (path === "/") await test.step("« Menu » in Chromium's accessibility tree", () => expectMenuExpandedState(page));
      await expectMenuWorks(page);
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
      release();
    });
  }

  test("a menu opened before hydration stays open through it, and React then drives it as the browser does", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    const release = await holdScripts(page);
    await page.goto("/films/", { waitUntil: "domcontentloaded" });
    const button = page.getByRole("banner").getByRole("button", { name: "Menu" });
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await button.click();
    await expect(nav).toBeVisible();
    await screenshot(page, "menu-before-hydration-320");
    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(nav).toBeVisible();
    // Following a link closes it on the next page (client-side navigation keeps the header).
    await nav.getByRole("link", { name: "Le cinéma" }).click();
    await expect(page).toHaveURL(/\/cinema\/$/);
    await expect(nav).toBeHidden();
    // Once hydrated, opening moves the focus to the menu's first control (in the popover's toggle event, a task later).
    await button.click();
    await expect(page.locator("#site-menu")).toContainText("Accueil");
    await expect(page.locator("#site-menu :focus")).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test("the colour-scheme button keeps its place, unseen, until it can work", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const toggle = page.getByRole("button", { name: "Thème sombre" });
    await expect(toggle).toBeHidden();
    const before = await page.locator("footer button").first().boundingBox();
    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(toggle).toBeVisible();
    expect(await toggle.boundingBox()).toEqual(before);
  });
});

test.describe("without JavaScript, on a phone", () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  for (const path of PAGES) {
    test(`every control shown on ${path} works`, async ({ page }) => {
      await page.goto(path);
      expect(await deadButtons(page)).toEqual([]);
      await expectMenuWorks(page);
    });
  }
});
