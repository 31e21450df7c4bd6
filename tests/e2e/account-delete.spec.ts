import { expect, test } from "@playwright/test";
import type { ChildProcess } from "node:child_process";
import { SANDBOX_URL } from "../../playwright.config";
import { freePort, startGatsbyServe } from "../../scripts/local-servers";
import { expectLoggedOut, sessionCookie, submitLogin } from "./support/member";
import { createActiveMember } from "./support/new-member";

// The refused log-in at the end is a failed guess for the proxy's throttle: this spec runs its own site server
// (same build, same sandbox) so the count lands in its own memory, not in the suite's shared one.
let server: ChildProcess | undefined;
let siteUrl = "";
test.beforeAll(async () => {
  test.setTimeout(90_000);
  const port = await freePort();
  server = await startGatsbyServe(port, { LOYALTY_API_URL: SANDBOX_URL, THROTTLE_REDIS_URL: "" });
  siteUrl = `http://127.0.0.1:${port}`;
});
test.afterAll(() => {
  server?.kill();
});

test("delete my account: a dialog says what is lost; once confirmed, cookies are gone, the home page says so, log-in is refused", async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(90_000);
  const member = await createActiveMember(request, "Sacha");
  await page.goto(`${siteUrl}/connexion/?return=${encodeURIComponent("/mon-compte/profil/")}`);
  await submitLogin(page, member.email, member.password);
  await page.waitForURL("**/mon-compte/profil/");
  await context.addCookies([{ name: "selectedTheaterId", value: "1042", url: siteUrl }]);

  const section = page.getByRole("region", { name: "Supprimer mon compte" });
  const open = section.getByRole("button", { name: "Supprimer mon compte…" });
  await open.click();
  const dialog = page.getByRole("dialog", { name: /^Supprimer définitivement votre compte\s\?$/ });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/Vous perdrez votre carte n°\s\d+, vos 0\spoint/);
  await expect(dialog.getByRole("button", { name: "Garder mon compte" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await dialog.getByRole("button", { name: "Supprimer définitivement mon compte" }).click();
  await page.waitForURL(`${siteUrl}/`);
  await expect(page.getByRole("status").filter({ hasText: "Votre compte a été supprimé." })).toBeVisible();
  expect(await sessionCookie(page)).toBeUndefined();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("selectedTheaterId");
  await expectLoggedOut(page);
  expect((await request.get(`${SANDBOX_URL}/sandbox/members/${encodeURIComponent(member.email)}`)).status()).toBe(404);

  await page.goto(`${siteUrl}/connexion/`);
  await submitLogin(page, member.email, member.password);
  await expect(page.getByRole("alert")).toHaveText("Membre introuvable (Code : 30)");
  expect(await sessionCookie(page)).toBeUndefined();
});
