import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { DEMO_MEMBERS, expectLoggedOut, guestEntry, hydrated, logIn, memberMenu, sessionCookie } from "./support/member";

// The login form's refusals, missing fields, `return` (hostile values included) and the expired member's
// session-only cookie are component tests (src/features/loyalty/login/login-form.test.tsx); the header's
// entries too (member-entry/member-menu.test.tsx). Here: what takes a browser, its cookies and its tabs.

const sessionToken = async (page: Page) =>
  (JSON.parse(decodeURIComponent((await sessionCookie(page))!.value)) as { token: string }).token;

test("log in → her name in the header, in every tab → log out by keyboard, in every tab", async ({ page, context }) => {
  // Four tabs hydrating at once beside another worker: more than the default time on a loaded 2-core machine.
  test.setTimeout(90_000);

  await test.step("log in: the header says her name; the cookie is SameSite=Lax and lasts 30 days", async () => {
    await logIn(page, DEMO_MEMBERS.active, "/cinema/");
    await expect(memberMenu(page, "Marie")).toBeVisible();
    const cookie = await sessionCookie(page);
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
  });

  // Issue 7, hole 6: tabs refreshing at once used to rotate the tokens in parallel and log the member out everywhere.
  const tabs = [page, ...(await Promise.all([1, 2, 3].map(() => context.newPage())))];
  await test.step("the page reloaded and three more tabs opened at once: all stay logged in, the session refreshed", async () => {
    const before = await sessionToken(page);
    // The light page: what is tested is the refreshes racing, not the listing's hydration.
    await Promise.all(tabs.map((tab) => tab.goto("/cinema/")));
    // Each tab shows the member once its own start refresh has succeeded.
    for (const tab of tabs) await expect(memberMenu(tab, "Marie")).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => sessionToken(page)).not.toBe(before);
    const late = await context.newPage();
    await late.goto("/cinema/");
    await expect(memberMenu(late, "Marie")).toBeVisible({ timeout: 15_000 });
    tabs.push(late);
  });

  await test.step("log out from the member menu by keyboard: focus on « Espace fidélité », said politely, every tab", async () => {
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
    await expect(page).toHaveURL(/\/cinema\/$/);
    for (const tab of tabs.slice(1)) await expect(guestEntry(tab)).toBeVisible();
    await expect(guestEntry(page)).toHaveAttribute("href", "/connexion/?return=%2Fcinema%2F");
  });

  await test.step("after a reload the visitor is still logged out", async () => {
    await page.reload();
    await hydrated(page);
    await expectLoggedOut(page);
    expect(await sessionCookie(page)).toBeUndefined();
  });
});
