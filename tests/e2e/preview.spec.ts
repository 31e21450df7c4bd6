import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import siteJson from "../../content/site.json";
import { SITE_URL } from "../../playwright.config";
import { headValue } from "./support/head";
import { hydrated } from "./support/member";
import { expectAxeClean, expectNoHorizontalScroll, PHONE } from "./support/layout-checks";

/** The content-management app (the configured staging origin), served by the test itself. */
const CMS = siteJson.preview.stagingOrigin;

/** The app's page: the preview in a frame of the given size; `send` posts a message to it. */
const appPage = (frame = { width: 1280, height: 900 }) =>
  `<!doctype html><html lang="fr"><head><title>App</title></head><body style="margin:0">
<script>
  window.received = [];
  window.addEventListener("message", (event) => window.received.push({ origin: event.origin, data: event.data }));
  window.send = (message) => document.querySelector("iframe").contentWindow.postMessage(message, "*");
</script>
<iframe title="Aperçu" src="${SITE_URL}/cms-preview/" style="display:block;border:0;width:${frame.width}px;height:${frame.height}px"></iframe>
</body></html>`;

async function openApp(page: Page, origin: string) {
  // The test's app is a public origin and the site runs on localhost: Chromium's Local Network Access
  // blocks such a frame unless the visitor allows it (in production both are public origins).
  await page.context().grantPermissions(["local-network-access"], { origin });
  await page.route(`${origin}/**`, (route) => route.fulfill({ contentType: "text/html", body: appPage() }));
  await page.goto(`${origin}/apercu`);
}

const received = (page: Page) => page.evaluate(() => (window as unknown as { received: unknown[] }).received);
const send = (page: Page, message: unknown) =>
  page.evaluate((m) => (window as unknown as { send: (m: unknown) => void }).send(m), message);

const MOUNTED = { origin: new URL(SITE_URL).origin, data: { type: "lifeCycle", lifeCycle: "mounted" } };

// The preview as the browser runs it: framed across origins, restyled live by messages (computed CSS, layout),
// in either scheme and at a phone's width, never navigating away. Unit-tested: the messages and their origins
// (src/features/preview/*.test.ts), the opener's « mounted » (preview-bridge.test.ts), blocked clicks and forms
// (preview-bridge-navigation.test.ts), and the header search by keyboard (src/features/search/film-search.test.tsx).

test.describe("the website manager's live preview", () => {
  test.use({ viewport: { width: 1400, height: 1000 } });

  test("is framed by the app, tells it it is mounted, changes live with each message type, in either scheme and on a phone, and never navigates away", async ({
    page,
  }) => {
    await openApp(page, CMS);
    await expect.poll(() => received(page)).toContainEqual(MOUNTED);
    const frame = page.frameLocator("iframe");
    const preview = page.frame({ url: /\/cms-preview\/$/ })!;
    const header = frame.getByRole("banner");
    const heading = await frame.getByRole("heading", { level: 1 }).textContent();

    await test.step("a link click, and a film chosen in the header's search, leave the preview where it is", async () => {
      await header.getByRole("link", { name: "Films et séances" }).click();
      const search = header.getByRole("combobox", { name: "Rechercher un film" });
      await search.fill("ete cerfs");
      await frame.getByRole("option", { name: /L’Été des cerfs-volants/ }).click();
      await search.fill("ete cerfs");
      await search.press("Enter");
      // Checked at the end of the test: by then a navigation started here would have landed.
    });

    await test.step("on a phone, the footer's quick links it is sent show", async () => {
      const resize = (size: { width: number; height: number }) =>
        page.locator("iframe").evaluate((element: HTMLIFrameElement, { width, height }) => {
          element.style.width = `${width}px`;
          element.style.height = `${height}px`;
        }, size);
      await resize(PHONE);
      const quickLinks = frame.getByRole("navigation", { name: "Liens rapides" });
      await expect(quickLinks.getByRole("link")).toHaveText(["Séances", "Tarifs", "Nous écrire"]);
      await send(page, { type: "footerMobileLinks", footerMobileLinks: [{ label: "Ciné-relax", to: "/accessibilite/" }] });
      await expect(quickLinks.getByRole("link")).toHaveText(["Ciné-relax"]);
      await expect(quickLinks.getByRole("link", { name: "Ciné-relax" })).toBeVisible();
      await expect(quickLinks.getByRole("link", { name: "Ciné-relax" })).toHaveAttribute("href", "/accessibilite/");
      await resize({ width: 1280, height: 900 });
    });

    await test.step("the colours it is sent show in the dark scheme too", async () => {
      const darkScheme = frame.getByRole("button", { name: "Thème sombre" });
      await darkScheme.click();
      await expect(frame.locator("body")).toHaveCSS("background-color", "rgb(20, 20, 20)");
      await send(page, { type: "colorScheme", colorScheme: { background: "#202A44" } });
      await expect(frame.locator("body")).toHaveCSS("background-color", "rgb(32, 42, 68)");
      await darkScheme.click();
      await expect(frame.locator("body")).toHaveCSS("background-color", "rgb(32, 42, 68)");
    });

    await test.step("each message type changes the page live", async () => {
      await send(page, { type: "colorScheme", colorScheme: { background: "#FFF5E0" } });
      await expect(frame.locator("body")).toHaveCSS("background-color", "rgb(255, 245, 224)");

      await send(page, { type: "font", font: { heading: "Open Sans" } });
      await expect(frame.getByRole("heading", { level: 1 })).toHaveCSS("font-family", /^"Open Sans", "Open Sans"/);

      const logo = header.getByRole("img", { name: /page d’accueil/ });
      await expect(logo).toHaveCSS("width", "180px");
      await send(page, { type: "logoSize", logoSize: "large" });
      await expect(logo).toHaveCSS("width", "240px");

      const nav = header.getByRole("navigation", { name: "Navigation principale" });
      const logoBox = await logo.boundingBox();
      expect((await nav.boundingBox())!.y).toBeLessThan(logoBox!.y + logoBox!.height);
      await send(page, { type: "headerLayout", headerLayout: "centered" });
      await expect.poll(async () => (await nav.boundingBox())!.y).toBeGreaterThanOrEqual((await logo.boundingBox())!.y + 40);

      const search = header.getByRole("combobox", { name: "Rechercher un film" });
      await expect(search).toBeVisible();
      await send(page, { type: "hasSearch", hasSearch: false });
      await expect(search).toHaveCount(0);
      await send(page, { type: "hasSearch", hasSearch: true });
      await expect(search).toBeVisible();

      const footer = frame.getByRole("contentinfo");
      await send(page, { type: "footerLayout", footerLayout: "compact" });
      await expect(footer.locator("[data-layout]")).toHaveCSS("text-align", "center");
    });

    expect(new URL(preview.url()).pathname).toBe("/cms-preview/");
    await expect(frame.getByRole("heading", { level: 1 })).toHaveText(heading!);
  });

  test("on a phone: a preview page is accessible, with no horizontal scroll, and never indexed; so is the header search's open list", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const response = await page.goto("/cms-preview/tarifs/");
    expect(response!.headers()["x-robots-tag"]).toBe("noindex");
    expect(response!.headers()["content-security-policy"]).toContain(`frame-ancestors 'self' ${CMS}`);
    expect(await headValue(page, 'meta[name="robots"]', "content")).toBe("noindex");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Tarifs" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);

    await test.step("the header search's open list of results", async () => {
      await page.goto("/");
      await hydrated(page);
      await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
      const search = page.getByRole("combobox", { name: "Rechercher un film" });
      await search.fill("la");
      await expect(search).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByRole("option").first()).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectAxeClean(page);
    });
  });
});
