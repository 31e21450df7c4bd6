import { expect, test } from "./support/test";
import { SANDBOX_URL } from "../../playwright.config";
import { films } from "./content";
import { DESKTOP } from "./support/layout-checks";
import { hydrated } from "./support/member";

// A visitor who arrives from a campaign: the page's utm_ parameters follow every link of the site (SPEC §2), and the
// booking redirect still works with them. The links' rules are unit-tested (src/components/site-link/site-link.test.tsx,
// showtime-link.test.tsx, programme-campaign.test.tsx, src/pages/cinema.test.tsx).

const CAMPAIGN = "?utm_source=x";
const film = films.find((f) => f.showtimes.length > 0)!;

test("a film page reached from a campaign link: the header, once hydrated, carries the campaign; its booking links carry it to the booking redirect, which still works", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(`${film.path}${CAMPAIGN}`);
  await hydrated(page);
  // The header (a slice) gets the page's address once hydrated: « Films et séances » is the current section.
  const navigation = page.getByRole("navigation", { name: "Navigation principale" });
  await expect(navigation.getByRole("link", { name: "Films et séances" })).toHaveAttribute("href", `/films/${CAMPAIGN}`);
  await expect(navigation.getByRole("link", { name: "Films et séances" })).toHaveAttribute("aria-current", "page");
  await expect(navigation.getByRole("link", { name: "Accueil" })).not.toHaveAttribute("aria-current", /.*/);

  const booking = page
    .getByRole("region", { name: "Séances" })
    .getByRole("link", { name: /^Réserver / })
    .first();
  await expect(booking).toHaveAttribute("href", /^\/api\/startticketing\/redirect\?theaterCode=1042&perfCode=\d+&utm_source=x$/);
  await booking.click();
  await page.waitForURL((url) => url.origin === SANDBOX_URL && url.pathname.startsWith("/ticketing/"));
  await expect(page.locator("#ticketing-theater")).toHaveText("1042");
});
