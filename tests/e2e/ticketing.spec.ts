import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { SANDBOX_URL } from "../../playwright.config";
import { films } from "./content";
import { DEMO_MEMBERS, submitLogin } from "./support/member";
import { bookingLink } from "./support/booking";

async function expectStandIn(page: Page, theaterCode: string, perfCode: string) {
  await page.waitForURL((url) => url.origin === SANDBOX_URL && /^\/ticketing\/websales\/sales\/\d+\/book/.test(url.pathname), {
    timeout: 15_000,
  });
  await expect(page.locator("#ticketing-token-status")).toHaveText("valid");
  await expect(page.locator("#ticketing-token-source")).toHaveText("form");
  await expect(page.locator("#ticketing-theater")).toHaveText(theaterCode);
  await expect(page.locator("#ticketing-perf")).toHaveText(perfCode);
}

const film = films.find((f) => f.showtimes.length > 0)!;

// The hand-off's steps (the token checked, the overlay, the post after 5 s, a visitor sent to log in with the
// query kept, the other segments) and the member's click caught on any page are component tests
// (src/features/loyalty/ticketing/*.test.tsx, login/login-form.test.tsx for the way back). Here: a showtime
// followed to the ticketing site through the real servers, by a visitor, then by a member.
test("a showtime click reaches the ticketing site: a visitor's through the server redirect, a member's through the hand-off with her token", async ({
  page,
}) => {
  test.setTimeout(60_000);

  await test.step("a visitor's showtime click goes straight to the server redirect, without a token", async () => {
    await page.goto(film.path);
    const { link: booking } = await bookingLink(page);
    await expect(booking).toHaveAttribute("href", /^\/api\/startticketing\/redirect\?/);
    await booking.click();
    await page.waitForURL((url) => url.origin === SANDBOX_URL && url.pathname.startsWith("/ticketing/"));
    await expect(page.locator("#ticketing-token-status")).toHaveText("absent");
  });

  await test.step("a member's click goes through the hand-off and reaches the ticketing site with the token", async () => {
    await page.goto(`/connexion/?return=${encodeURIComponent(film.path)}`);
    await submitLogin(page, DEMO_MEMBERS.active);
    await page.waitForURL(`**${film.path}`);
    const { link: booking, perfCode } = await bookingLink(page);
    await booking.click();
    await page.waitForURL(/\/startticketing\/\?theaterCode=1042&perfCode=/);
    const dialog = page.getByRole("dialog", { name: "Vous allez être redirigé dans quelques secondes…" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Cliquez ici si la redirection ne fonctionne pas" })).toBeVisible();
    await expectStandIn(page, "1042", perfCode);
  });
});
