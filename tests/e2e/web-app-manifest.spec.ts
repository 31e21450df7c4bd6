import { expect, test } from "./support/test";

// The manifest as served, and Chromium's verdict on it. Every page's link to it and theme colour come from
// gatsby-ssr: src/app/render-body.test.tsx; its content from the build: src/builder/writers/write-web-app-manifest.test.ts.

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; purpose: string }[];
  shortcuts: { name: string; url: string }[];
}

test("/manifest.webmanifest is served with its icons, and shortcuts to pages that exist", async ({ request }) => {
  const response = await request.get("/manifest.webmanifest");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/(manifest\+)?json/);
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({ name: "Cinéma L’Aurore", short_name: "L’Aurore", start_url: "/", display: "standalone" });
  expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()["content-type"], icon.src).toBe("image/png");
  }
  expect(manifest.shortcuts.map((shortcut) => shortcut.name)).toEqual(["Séances", "Ma carte"]);
  for (const shortcut of manifest.shortcuts) expect((await request.get(shortcut.url)).status(), shortcut.url).toBe(200);
});

test("Chromium finds the site installable (no installability error but the test browser's private profile)", async ({ page }) => {
  await page.goto("/");
  const cdp = await page.context().newCDPSession(page);
  // Chromium reads the manifest after the page loads: ask until it has an answer about it.
  await expect
    .poll(async () => (await cdp.send("Page.getAppManifest")).url, { timeout: 10_000 })
    .toMatch(/\/manifest\.webmanifest$/);
  const { errors } = await cdp.send("Page.getAppManifest");
  expect(errors).toEqual([]);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  // Playwright's contexts are off-the-record profiles, where Chromium never offers to install (« in-incognito »).
  expect(installabilityErrors.filter((error) => error.errorId !== "in-incognito")).toEqual([]);
});
