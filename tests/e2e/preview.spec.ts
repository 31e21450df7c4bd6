import { expect, test, type Frame, type Page } from "@playwright/test";
import siteJson from "../../content/site.json";
import { SITE_URL } from "../../playwright.config";
import { headValue } from "./support/head";
import { hydrated } from "./support/member";
import { expectAxeClean, expectNoHorizontalScroll, PHONE } from "./support/layout-checks";

/** The content-management app (the configured staging origin) and a third origin, served by the test itself. */
const CMS = siteJson.preview.stagingOrigin;
const THIRD = "https://intrus.example";

interface AppOptions {
  /** The preview in a frame of the app (else the app opens it in a window). */
  framed?: boolean;
  /** The frame's size. */
  frame?: { width: number; height: number };
  /** A frame of the third origin beside the preview, which can post to it (`parent.frames[0]`). */
  thirdFrame?: boolean;
}

const RECEIVER = `window.received = [];
  window.addEventListener("message", (event) => window.received.push({ origin: event.origin, data: event.data }));`;

const appPage = ({ framed = true, frame = { width: 1280, height: 900 }, thirdFrame = false }: AppOptions) =>
  `<!doctype html><html lang="fr"><head><title>App</title></head><body style="margin:0">
<script>
  ${RECEIVER}
  window.send = (message) => (window.preview || document.querySelector("iframe").contentWindow).postMessage(message, "*");
  window.openPreview = () => { window.preview = window.open(${JSON.stringify(`${SITE_URL}/cms-preview/`)}, "preview"); };
</script>
${framed ? `<iframe title="Aperçu" src="${SITE_URL}/cms-preview/" style="display:block;border:0;width:${frame.width}px;height:${frame.height}px"></iframe>` : ""}
${thirdFrame ? `<iframe title="Intrus" src="${THIRD}/widget"></iframe>` : ""}
</body></html>`;

/** The third origin's page, framed beside the preview: it posts to its sibling frame, the preview. */
const thirdPage = `<!doctype html><html lang="fr"><head><title>Intrus</title></head><body><script>
  ${RECEIVER}
  window.send = (message) => parent.frames[0].postMessage(message, "*");
</script></body></html>`;

async function openApp(page: Page, origin: string, options: AppOptions = {}) {
  // The test's app is a public origin and the site runs on localhost: Chromium's Local Network Access
  // blocks such a frame unless the visitor allows it (in production both are public origins).
  await page.context().grantPermissions(["local-network-access"], { origin });
  await page.route(`${origin}/**`, (route) => route.fulfill({ contentType: "text/html", body: appPage(options) }));
  await page.route(`${THIRD}/widget`, (route) => route.fulfill({ contentType: "text/html", body: thirdPage }));
  await page.goto(`${origin}/apercu`);
}

const received = (page: Page | Frame) => page.evaluate(() => (window as unknown as { received: unknown[] }).received);
const send = (page: Page | Frame, message: unknown) =>
  page.evaluate((m) => (window as unknown as { send: (m: unknown) => void }).send(m), message);

const MOUNTED = { origin: new URL(SITE_URL).origin, data: { type: "lifeCycle", lifeCycle: "mounted" } };

test.describe("the website manager's live preview", () => {
  test.use({ viewport: { width: 1400, height: 1000 } });

  test("is framed by the app, tells it it is mounted, and changes live with each message type", async ({ page }) => {
    await openApp(page, CMS);
    await expect.poll(() => received(page)).toContainEqual(MOUNTED);
    const frame = page.frameLocator("iframe");
    const header = frame.getByRole("banner");

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

  test("shows the footer's quick links it is sent on a phone, where they are shown", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openApp(page, CMS, { frame: PHONE });
    await expect.poll(() => received(page)).toContainEqual(MOUNTED);
    const quickLinks = page.frameLocator("iframe").getByRole("navigation", { name: "Liens rapides" });
    await expect(quickLinks.getByRole("link")).toHaveText(["Séances", "Tarifs", "Nous écrire"]);
    await send(page, { type: "footerMobileLinks", footerMobileLinks: [{ label: "Ciné-relax", to: "/accessibilite/" }] });
    await expect(quickLinks.getByRole("link")).toHaveText(["Ciné-relax"]);
    await expect(quickLinks.getByRole("link", { name: "Ciné-relax" })).toBeVisible();
    await expect(quickLinks.getByRole("link", { name: "Ciné-relax" })).toHaveAttribute("href", "/accessibilite/");
  });

  test("shows the colours it is sent in the dark scheme too", async ({ page }) => {
    await openApp(page, CMS);
    await expect.poll(() => received(page)).toContainEqual(MOUNTED);
    const frame = page.frameLocator("iframe");
    await frame.getByRole("button", { name: "Thème sombre" }).click();
    await expect(frame.locator("body")).toHaveCSS("background-color", "rgb(20, 20, 20)");
    await send(page, { type: "colorScheme", colorScheme: { background: "#202A44" } });
    await expect(frame.locator("body")).toHaveCSS("background-color", "rgb(32, 42, 68)");
    await frame.getByRole("button", { name: "Thème sombre" }).click();
    await expect(frame.locator("body")).toHaveCSS("background-color", "rgb(32, 42, 68)");
  });

  test("blocks link clicks: the preview never navigates away", async ({ page }) => {
    await openApp(page, CMS);
    await expect.poll(() => received(page)).toContainEqual(MOUNTED);
    const frame = page.frame({ url: /\/cms-preview\/$/ })!;
    await page.frameLocator("iframe").getByRole("banner").getByRole("link", { name: "Films et séances" }).click();
    await page.waitForTimeout(500);
    expect(new URL(frame.url()).pathname).toBe("/cms-preview/");
  });

  test("choosing a film in the header's search does not leave the preview", async ({ page }) => {
    await openApp(page, CMS);
    await expect.poll(() => received(page)).toContainEqual(MOUNTED);
    const preview = page.frame({ url: /\/cms-preview\/$/ })!;
    const frame = page.frameLocator("iframe");
    const heading = await frame.getByRole("heading", { level: 1 }).textContent();
    const search = frame.getByRole("banner").getByRole("combobox", { name: "Rechercher un film" });
    await search.fill("ete cerfs");
    await frame.getByRole("option", { name: /L’Été des cerfs-volants/ }).click();
    await search.fill("ete cerfs");
    await search.press("Enter");
    // A navigation starts at once (the film's page is prefetched or a local request away): give it time to land.
    await page.waitForTimeout(1000);
    expect(new URL(preview.url()).pathname).toBe("/cms-preview/");
    await expect(frame.getByRole("heading", { level: 1 })).toHaveText(heading!);
  });

  test("posts mounted to its opener too", async ({ page }) => {
    await openApp(page, CMS, { framed: false });
    await page.evaluate(() => (window as unknown as { openPreview: () => void }).openPreview());
    await expect.poll(() => received(page), { timeout: 15_000 }).toContainEqual(MOUNTED);
  });

  test("ignores the same messages from a third origin", async ({ page }) => {
    // frame-ancestors keeps a third origin from framing the preview; a frame of it beside the preview can post to it.
    await openApp(page, CMS, { thirdFrame: true });
    // The bridge posts "mounted" once it listens: from then on every message reaches it.
    await expect.poll(() => received(page)).toContainEqual(MOUNTED);
    const third = page.frame({ url: `${THIRD}/widget` })!;
    await send(third, { type: "hasSearch", hasSearch: false });
    await send(third, { type: "colorScheme", colorScheme: { background: "#000000" } });
    // An allowed message sent after them: once it shows, the earlier ones have been handled.
    const preview = page.frameLocator("iframe").first();
    const logo = preview.getByRole("banner").getByRole("img", { name: /page d’accueil/ });
    await send(page, { type: "logoSize", logoSize: "large" });
    await expect(logo).toHaveCSS("width", "240px");
    await expect(preview.getByRole("banner").getByRole("combobox", { name: "Rechercher un film" })).toBeVisible();
    await expect(preview.locator("body")).toHaveCSS("background-color", "rgb(255, 255, 255)");
  });

  test("a preview page is accessible on a phone, with no horizontal scroll", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/cms-preview/tarifs/");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Tarifs" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);
  });

  test("preview pages are not indexed", async ({ page }) => {
    const response = await page.goto("/cms-preview/tarifs/");
    expect(response!.headers()["x-robots-tag"]).toBe("noindex");
    expect(await headValue(page, 'meta[name="robots"]', "content")).toBe("noindex");
    expect(response!.headers()["content-security-policy"]).toContain(`frame-ancestors 'self' ${CMS}`);
  });
});

test.describe("film search in the header", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("finds a film by a word of its title typed without accents, by keyboard", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const search = page.getByRole("combobox", { name: "Rechercher un film" });
    await search.fill("ete cerfs");
    await expect(page.getByRole("status").filter({ hasText: "1 film trouvé" })).toBeAttached();
    const option = page.getByRole("option", { name: /L’Été des cerfs-volants/ });
    await expect(option).toBeVisible();
    await search.press("ArrowDown");
    await expect(option).toHaveAttribute("aria-selected", "true");
    await search.press("Enter");
    await page.waitForURL(/\/films\/392614077-l-ete-des-cerfs-volants\/$/);
  });

  test("on a phone, the open list of results is accessible and the page does not scroll sideways", async ({ page }) => {
    await page.setViewportSize(PHONE);
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
