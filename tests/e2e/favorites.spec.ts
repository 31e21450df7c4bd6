import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { SANDBOX_URL } from "../../playwright.config";
import { films } from "./content";
import { DEMO_MEMBERS, logIn as logInAs } from "./support/member";

const EMAIL = DEMO_MEMBERS.active;

/** Each film's release date, read from its content file (null: not released, answers 72). */
const releaseDate = (id: string): string | null => {
  const film = films.find((f) => f.id === id)!;
  const raw = JSON.parse(readFileSync(`content/films/${film.id}-${film.slug}.json`, "utf8")) as { releaseDate: string | null };
  return raw.releaseDate;
};

async function favoriteIds(request: Page["request"]): Promise<string[]> {
  const response = await request.get(`${SANDBOX_URL}/sandbox/members/${encodeURIComponent(EMAIL)}`);
  return ((await response.json()) as { favoriteFilmIds: number[] }).favoriteFilmIds.map(String);
}

/** Logs Marie in through the real login page, which brings her back to `returnTo`. */
const logIn = (page: Page, returnTo: string) => logInAs(page, EMAIL, returnTo);

const toggleOf = (page: Page, title: string) => page.getByRole("button", { name: new RegExp(`mes films \\(${title}\\)$`) });

test("a visitor without a session gets a link to the login page and no member code", async ({ page }) => {
  const loyaltyCalls: string[] = [];
  page.on("request", (request) => request.url().includes("/api/loyalty") && loyaltyCalls.push(request.url()));
  const film = films[0]!;
  await page.goto(film.path);
  const link = page.getByRole("link", { name: `Ajouter à mes films (${film.title})` });
  await expect(link).toHaveAttribute("href", `/connexion/?return=${encodeURIComponent(film.path)}`);
  await page.waitForLoadState("networkidle");
  expect(loyaltyCalls).toEqual([]);
});

test("a member adds a film: it survives a reload and is in the sandbox; then removes it", async ({ page, request }) => {
  const favorites = await favoriteIds(request);
  const film = films.find((f) => releaseDate(f.id) !== null && !favorites.includes(f.id))!;
  await logIn(page, film.path);
  const toggle = toggleOf(page, film.title);
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await expect(toggle).toHaveAccessibleName(`Ajouter à mes films (${film.title})`);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(toggle).toHaveAccessibleName(`Retirer de mes films (${film.title})`);
  expect(await favoriteIds(request)).toContain(film.id);

  await page.reload();
  await expect(toggleOf(page, film.title)).toHaveAttribute("aria-pressed", "true");

  await toggleOf(page, film.title).click();
  await expect(toggleOf(page, film.title)).toHaveAttribute("aria-pressed", "false");
  expect(await favoriteIds(request)).not.toContain(film.id);
});

test("the listing's cards have the toggle too, in the member's state", async ({ page, request }) => {
  const [first] = await favoriteIds(request);
  const favorite = films.find((f) => f.id === first);
  test.skip(!favorite, "Marie has no favourite film among the content films");
  await logIn(page, "/films/");
  await expect(toggleOf(page, favorite!.title)).toHaveAttribute("aria-pressed", "true");
});

test("a film without a release date shows the message of code 72", async ({ page, request }) => {
  const film = films.find((f) => releaseDate(f.id) === null)!;
  await logIn(page, film.path);
  const toggle = toggleOf(page, film.title);
  await expect(toggle).toHaveAttribute("aria-busy", "false");
  await toggle.click();
  await expect(page.getByRole("status").filter({ hasText: "Code : 72" })).toHaveText(
    /Ce film ne peut pas encore être ajouté à vos films favoris \(Code\s:\s72\)/,
  );
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  expect(await favoriteIds(request)).not.toContain(film.id);
});
