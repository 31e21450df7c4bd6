import { films } from "./content";
import { bookingLink, shownBookingLinks } from "./support/booking";
import { hydrated } from "./support/member";
import { expect, test } from "./support/test";

const film = films.find((f) => f.showtimes.length > 1)!;

// The specs that follow a showtime to the ticketing site (ticketing, the Netlify journey, the version-1 member) read
// a booking link's perf code, then click it. A showtime that begins in between is hidden, and « the first link »
// became the next showtime: the ticketing stand-in then showed another perf code (seen once, at 16 h 30 in Paris).
test("the showtime a spec follows is one that stays on the page while the first one begins", async ({ page }) => {
  await page.goto(film.path);
  const first = shownBookingLinks(page).first();
  const begins = Date.parse((await first.locator("time").getAttribute("datetime"))!);

  await page.clock.install({ time: begins - 2 * 60_000 });
  await page.goto(film.path);
  await hydrated(page);
  const beginning = await first.getAttribute("data-perf-code");
  const { link, perfCode } = await bookingLink(page);
  expect(perfCode).not.toBe(beginning);

  await page.clock.runFor(3 * 60_000);
  await expect(page.locator(`a[data-perf-code="${beginning}"]`)).toBeHidden();
  await expect(first).not.toHaveAttribute("data-perf-code", beginning!);
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", new RegExp(`perfCode=${perfCode}(&|$)`));
});
