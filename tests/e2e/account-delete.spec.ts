import { expect, test } from "./support/test";
import { SANDBOX_URL } from "../../playwright.config";
import { expectLoggedOut, sessionCookie } from "./support/member";
import { signIn } from "./support/member-session";
import { createActiveMember } from "./support/new-member";

// A refusal in the dialog, and the log-in refused once the account is gone (30), are component tests
// (src/features/loyalty/account/profile/delete-account-section.test.tsx): this journey makes no failed guess,
// so it runs on the suite's site server.
test("delete my account: the dialog as the browser runs it; once confirmed, cookies are gone and the home page says so", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const member = await createActiveMember(request, "Sacha");
  await signIn(page, member.email);
  await page.goto("/mon-compte/profil/");
  await context.addCookies([{ name: "selectedTheaterId", value: "1042", url: baseURL! }]);

  const section = page.getByRole("region", { name: "Supprimer mon compte" });
  const open = section.getByRole("button", { name: "Supprimer mon compte…" });
  await open.click();
  const dialog = page.getByRole("dialog", { name: /^Supprimer définitivement votre compte\s\?$/ });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/Vous perdrez votre carte n°\s\d{4}(\s\d{4}){3}, vos 0\spoint/);
  await expect(dialog.getByRole("button", { name: "Garder mon compte" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await dialog.getByRole("button", { name: "Supprimer définitivement mon compte" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByRole("status").filter({ hasText: "Votre compte a été supprimé." })).toBeVisible();
  expect(await sessionCookie(page)).toBeUndefined();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("selectedTheaterId");
  await expectLoggedOut(page);
  expect((await request.get(`${SANDBOX_URL}/sandbox/members/${encodeURIComponent(member.email)}`)).status()).toBe(404);
});
