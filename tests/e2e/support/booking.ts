import type { Locator, Page } from "@playwright/test";

/** A film page's « Séances » region, and the booking links it shows. */
const showtimesRegion = (page: Page) => page.getByRole("region", { name: "Séances" });
export const shownBookingLinks = (page: Page) => showtimesRegion(page).getByRole("link", { name: /^Réserver / });

/** Longer than a test takes from choosing a showtime to following it (docs/testing.md, « It holds at any hour »). */
const STILL_BOOKABLE_MS = 15 * 60_000;

/**
 * A film page's first « Réserver » link, in its « Séances » region, whose showtime does not begin in the next 15
 * minutes by the page's clock, shown (its day picked when it is another day's), with the perf code its address
 * carries. The page hides a showtime the minute it begins, so « the first link » read twice can be two showtimes:
 * this one stays the same link whatever the hour.
 */
export async function bookingLink(page: Page): Promise<{ link: Locator; perfCode: string }> {
  const region = showtimesRegion(page);
  await shownBookingLinks(page).first().waitFor();
  const chosen = await region.locator("a[data-perf-code]").evaluateAll((anchors, margin) => {
    const later = Date.now() + margin;
    const anchor = anchors.find((a) => Date.parse(a.querySelector("time")?.dateTime ?? "") > later);
    if (!anchor) return null;
    const perfCode = new URL(anchor.getAttribute("href")!, location.href).searchParams.get("perfCode")!;
    return { perfCode, day: anchor.querySelector("time")!.dateTime.slice(0, 10) };
  }, STILL_BOOKABLE_MS);
  if (!chosen) throw new Error("No showtime on this film page begins more than 15 minutes from now.");
  const link = region.locator(`a[data-perf-code="${chosen.perfCode}"]`);
  if (!(await link.isVisible())) await region.locator(`label:has(input[value="${chosen.day}"])`).click();
  await link.waitFor();
  return { link, perfCode: chosen.perfCode };
}
