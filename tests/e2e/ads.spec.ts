import { expect, test } from "./support/test";
import { TRACKED_VENDOR_IDS } from "../../src/lib/tracking/vendors";
import { films } from "./content";
import { routeDidomi } from "./support/didomi-stand-in";
import { adRequest, routeGpt } from "./support/gpt-stand-in";
import { hydrated } from "./support/member";
import { recordRequests } from "./support/request-log";
import { serveWithTrackingSettings, trackingSettings } from "./support/tracking-settings";

// What a real page does: the space kept for ads as the browser lays it out, Google Publisher Tag requested only
// after consent, and its slots shown in the page's containers. Targeting, sizes, size mapping, navigation and the
// custom script are unit-tested: src/features/tracking/composition/ad-slots.test.tsx.

const film = films.find((f) => f.showtimes.length > 0)!;
const AD_PATH = "/21700000033/WMP_FR_WEB/allads/cinemas-independants-du-rhone/cinema-aurore";

test("ads keep their space and wait for consent; Accepter loads GPT, whose four slots show in their containers", async ({
  page,
}) => {
  await serveWithTrackingSettings(
    page,
    trackingSettings({
      consent: { noticeId: "notice-aurore", didomiApiKey: "api-key-aurore" },
      ads: { display: "PROGRAMMATIC", locations: ["INTERSTITIAL", "PAGES_TOP", "PAGES_BOTTOM", "PULSE"] },
    }),
  );
  await routeDidomi(page, {
    regulation: "gdpr",
    consentRequired: true,
    requiredVendorIds: [...TRACKED_VENDOR_IDS],
    purposes: ["ads"],
  });
  const gpt = await routeGpt(page);
  const requests = recordRequests(page);
  await page.goto(film.path);
  await hydrated(page);
  // Space is kept for the ads before anything loads (no layout shift later).
  const header = page.locator("#HeaderPromoContainer");
  await expect(header).toHaveAccessibleName("Publicité");
  expect((await header.boundingBox())!.height).toBeGreaterThanOrEqual(90);
  // The banner asks: consent is unknown, and nothing but its loader has left the site.
  await expect(page.getByRole("dialog", { name: "Vos choix de cookies" })).toBeVisible();
  expect(await page.locator("html").getAttribute("data-tracking-consent")).toBe("unknown");
  expect(gpt.scripts).toEqual([]);
  expect(requests.hosts().filter((host) => host !== "localhost")).toEqual(["sdk.privacy-center.org"]);

  await page.getByRole("button", { name: "Accepter" }).click();
  await expect.poll(() => gpt.adRequests.length, { timeout: 8_000 }).toBe(4);
  const slots = gpt.adRequests.map(adRequest);
  expect(slots.map(({ container, size }) => [container, size]).sort()).toEqual(
    [
      ["FooterPromoContainer", "fluid"],
      ["HeaderPromoContainer", "fluid"],
      ["InterstitialContainer", [1, 1]],
      ["PulsePromoContainer", "fluid"],
    ].sort(),
  );
  expect(new Set(slots.map((slot) => [slot.adUnitPath, slot.targeting.currentPath].join(" ")))).toEqual(
    new Set([`${AD_PATH} ${film.path}`]),
  );
  await expect(header).toHaveText("Annonce de démonstration");
});
