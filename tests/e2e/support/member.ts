import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "Cinema-2026!";
export const DEMO_MEMBERS = {
  active: "marie.dupont@example.fr",
  expired: "paul.martin@example.fr",
  notActivated: "lea.bernard@example.fr",
  blocked: "hugo.petit@example.fr",
  mustChangePassword: "chloe.robert@example.fr",
} as const;

/**
 * The page once React has hydrated it (gatsby-browser marks <html>) and each of its islands (each marks its element,
 * src/components/islands/island.tsx, once the browser is idle or it is reached for): typing before would be lost.
 */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.locator('[data-island]:not([data-island-state="hydrated"])')).toHaveCount(0);
}

/** Fills and sends the real login page (already open). */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await hydrated(page);
  await page.getByLabel(/^Adresse e-mail/).fill(email);
  await page.getByLabel(/^Mot de passe/).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
}

/** Logs a member in through the login page, which brings them back to `returnTo`. */
export async function logIn(page: Page, email: string = DEMO_MEMBERS.active, returnTo = "/films/") {
  await page.goto(`/connexion/?return=${encodeURIComponent(returnTo)}`);
  await submitLogin(page, email);
  await page.waitForURL(`**${returnTo}`);
}

/** The header's member menu button of a logged-in member. */
export const memberMenu = (page: Page, firstName: string) =>
  page.getByRole("banner").getByRole("button", { name: new RegExp(`, ${firstName}$`) });

export const guestEntry = (page: Page) => page.getByRole("banner").getByRole("link", { name: "Espace fidélité" });

/** The session cookie (SPEC §3 token_clubcgr), if any. */
export async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === "token_clubcgr");
}

export async function expectLoggedOut(page: Page) {
  await expect(guestEntry(page)).toBeVisible();
}
