import { expect, test } from "@playwright/test";
import {
  DEMO_MEMBERS,
  expectLoggedOut,
  guestEntry,
  hydrated,
  logIn,
  memberMenu,
  sessionCookie,
  submitLogin,
} from "./support/member";

test("the demo member logs in and sees her name in the header", async ({ page }) => {
  await logIn(page, DEMO_MEMBERS.active, "/films/");
  await expect(memberMenu(page, "Marie")).toBeVisible();
  const cookie = await sessionCookie(page);
  expect(cookie?.sameSite).toBe("Lax");
  expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
});

test("a wrong password shows the catalogue message with its code", async ({ page }) => {
  await page.goto("/connexion/");
  await submitLogin(page, DEMO_MEMBERS.active, "Wrong-password-1!");
  await expect(page.getByRole("alert")).toHaveText("Mot de passe incorrect (Code : 58)");
  await expectLoggedOut(page);
  expect(await sessionCookie(page)).toBeUndefined();
});

for (const [email, message] of [
  [DEMO_MEMBERS.blocked, "Votre compte est bloqué (Code : 1019)"],
  [DEMO_MEMBERS.notActivated, "Votre compte n’est pas activé (Code : 26)"],
  [DEMO_MEMBERS.mustChangePassword, "Vous devez changer votre mot de passe (Code : 1015)"],
  ["personne@example.fr", "Membre introuvable (Code : 30)"],
] as const) {
  test(`${email} sees “${message}”`, async ({ page }) => {
    await page.goto("/connexion/");
    await submitLogin(page, email);
    await expect(page.getByRole("alert")).toHaveText(message);
    await expectLoggedOut(page);
  });
}

test("the form says what is missing before calling the server", async ({ page }) => {
  await page.goto("/connexion/");
  await hydrated(page);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByLabel(/^Adresse e-mail/)).toHaveAccessibleDescription(/Saisissez une adresse e-mail/);
  await expect(page.getByLabel(/^Mot de passe/)).toHaveAccessibleDescription("Saisissez votre mot de passe.");
});

test("the expired member stays logged out, with a session-only cookie", async ({ page }) => {
  await page.goto("/connexion/");
  await submitLogin(page, DEMO_MEMBERS.expired);
  await expect(page.getByRole("alert")).toHaveText("Votre compte a expiré (Code : 46)");
  await expectLoggedOut(page);
  expect((await sessionCookie(page))?.expires).toBe(-1);
  await page.reload();
  await hydrated(page);
  await page.waitForTimeout(1000);
  await expectLoggedOut(page);
});

test("a session survives a reload and is refreshed", async ({ page }) => {
  await logIn(page, DEMO_MEMBERS.active, "/cinema/");
  const before = JSON.parse(decodeURIComponent((await sessionCookie(page))!.value)) as { token: string };
  await page.reload();
  await expect(memberMenu(page, "Marie")).toBeVisible();
  await expect
    .poll(async () => (JSON.parse(decodeURIComponent((await sessionCookie(page))!.value)) as { token: string }).token)
    .not.toBe(before.token);
});

test("logout from the member menu clears the cookie and the header", async ({ page }) => {
  await logIn(page, DEMO_MEMBERS.active, "/films/");
  await memberMenu(page, "Marie").click();
  await page.getByRole("link", { name: "Se déconnecter" }).click();
  await expectLoggedOut(page);
  expect(await sessionCookie(page)).toBeUndefined();
  await expect(page).toHaveURL(/\/films\/$/);
});

test("logging out from the member menu by keyboard leaves focus on « Espace fidélité » and says so", async ({ page }) => {
  await logIn(page, DEMO_MEMBERS.active, "/films/");
  const button = memberMenu(page, "Marie");
  await button.focus();
  await page.keyboard.press("Enter");
  const logout = page.getByRole("link", { name: "Se déconnecter" });
  await expect(logout).toBeVisible();
  for (let presses = 0; presses < 10 && !(await logout.evaluate((link) => link === document.activeElement)); presses += 1)
    await page.keyboard.press("Tab");
  await expect(logout).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(guestEntry(page)).toBeFocused();
  await expect(page.getByRole("banner").getByRole("status").filter({ hasText: "déconnecté" })).toHaveText(
    "Vous êtes déconnecté.",
  );
  expect(await sessionCookie(page)).toBeUndefined();
});

test("logging out in one tab logs out the others", async ({ page, context }) => {
  await logIn(page, DEMO_MEMBERS.active, "/films/");
  const other = await context.newPage();
  await other.goto("/cinema/");
  await expect(memberMenu(other, "Marie")).toBeVisible();
  await memberMenu(page, "Marie").click();
  await page.getByRole("link", { name: "Se déconnecter" }).click();
  await expect(guestEntry(other)).toBeVisible();
});

test("`return` brings the member back, and only to a page of this site", async ({ page }) => {
  const film = "/cinema/?utm_source=lettre";
  await page.goto(`/connexion/?return=${encodeURIComponent(film)}`);
  await submitLogin(page, DEMO_MEMBERS.active);
  await page.waitForURL(`**${film}`);
  await memberMenu(page, "Marie").click();
  await page.getByRole("link", { name: "Se déconnecter" }).click();
  await expectLoggedOut(page);

  await page.goto(`/connexion/?return=${encodeURIComponent("//evil.example/")}`);
  await submitLogin(page, DEMO_MEMBERS.active);
  await page.waitForURL("**/mon-compte/");
});

test("the guest entry links to the login page with the current page to return to", async ({ page }) => {
  await page.goto("/cinema/");
  await expect(guestEntry(page)).toHaveAttribute("href", "/connexion/?return=%2Fcinema%2F");
});

// Issue 7: a `return` whose resulting path is protocol-relative once normalised must not leave the site.
for (const hostileReturn of ["/..//evil.example/", "/.//evil.example/", "/%2F%2Fevil.example/", "/./\\/evil.example/"]) {
  test(`a real login with return=${hostileReturn} stays on the site`, async ({ page, baseURL }) => {
    const offSite: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(baseURL!) && request.url().includes("evil.example")) offSite.push(request.url());
    });
    await page.goto(`/connexion/?return=${encodeURIComponent(hostileReturn)}`);
    await submitLogin(page, DEMO_MEMBERS.active);
    await page.waitForURL("**/mon-compte/");
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    await expect(memberMenu(page, "Marie")).toBeVisible();
    expect(offSite).toEqual([]);
  });
}

// Issue 7, hole 6: tabs refreshing at once used to rotate the tokens in parallel and log the member out everywhere.
test("several tabs of one browser opened at once all stay logged in", async ({ page, context }) => {
  // Five tabs, two rounds, each tab waited for: more than the default 30 s on a loaded 2-core machine.
  test.setTimeout(90_000);
  await logIn(page, DEMO_MEMBERS.active, "/cinema/");
  const tabs = [page, ...(await Promise.all([1, 2, 3, 4].map(() => context.newPage())))];
  // The light page: five programmes hydrating at once beside another worker took over 15 s of CPU here,
  // and what is tested is the refreshes racing, not the listing's hydration.
  const openAll = () => Promise.all(tabs.map((tab) => tab.goto("/cinema/")));
  for (const round of [1, 2]) {
    await openAll();
    for (const tab of tabs) await expect(memberMenu(tab, "Marie"), `round ${round}`).toBeVisible({ timeout: 15_000 });
    // Each tab has refreshed (500 ms after start), one after another: the cookie holds live tokens.
    await page.waitForTimeout(1_500);
    expect(await sessionCookie(page), `round ${round}`).toBeDefined();
  }
  const late = await context.newPage();
  await late.goto("/cinema/");
  await expect(memberMenu(late, "Marie")).toBeVisible({ timeout: 15_000 });
});
