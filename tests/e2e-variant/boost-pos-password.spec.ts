import { expect, test, type Page } from "@playwright/test";
import { hydrated, memberMenu } from "../e2e/support/member";
import { installRecaptchaStandIn, isLoyaltyCall } from "./support/recaptcha-stand-in";

// The variant site is a BOOST_POS site (scripts/variant-site.ts): SPEC §5's password complexity is checked in
// the browser as the member types, and the backend's 84 has BOOST_POS's own text (SPEC §8).

const newEmail = () => `boost.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.fr`;
/** Texts as read, French typography's narrow and no-break spaces as plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
/** `text` as a pattern that takes any space for a space and a typographic apostrophe for a straight one. */
const loosely = (text: string) =>
  new RegExp(
    text
      .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      .replace(/ /g, "\\s")
      .replace(/'/g, "['’]"),
  );

const passwordField = (page: Page) => page.getByLabel(/^Mot de passe \(obligatoire\)$/);
/** The rule list the password field describes itself with, and its polite live region. */
const rules = (page: Page) => page.locator("#signup-password-rules");
const ruleTexts = async (page: Page) => (await rules(page).getByRole("listitem").allTextContents()).map(plain);
const liveRegion = (page: Page) => rules(page).locator("[aria-live=polite]");

async function fillAllButPassword(page: Page, email: string) {
  await page.getByLabel(/^Adresse e-mail/).fill(email);
  await page.getByLabel(/^Prénom/).fill("Anne");
  await page.getByLabel(/^Nom \(/).fill("Roux");
  await page.getByLabel(/^Téléphone mobile/).fill("06 11 22 33 44");
}
const createAccount = (page: Page) => page.getByRole("button", { name: "Créer mon compte" }).click();

test.beforeEach(async ({ context }) => {
  await installRecaptchaStandIn(context);
});

test("the rules are ticked live as the member types and heard politely; a weak password is not sent, a strong one is", async ({
  page,
}) => {
  const creates: string[] = [];
  page.on("request", (request) => {
    if (isLoyaltyCall(request, "/Member/v3/Create")) creates.push(request.url());
  });
  await page.goto("/inscription/");
  await hydrated(page);
  await fillAllButPassword(page, newEmail());
  const password = passwordField(page);
  await expect(password).toHaveAccessibleDescription(/Votre mot de passe doit contenir/);
  expect(await ruleTexts(page)).toEqual([
    "au moins 8 caractères : manquant",
    "une lettre minuscule : manquant",
    "une lettre majuscule : manquant",
    "un chiffre : manquant",
    "un caractère spécial (par exemple ! ? - _ @) : manquant",
  ]);

  await password.pressSequentially("cinema");
  await expect
    .poll(() => ruleTexts(page))
    .toEqual([
      "au moins 8 caractères : manquant",
      "une lettre minuscule : respecté",
      "une lettre majuscule : manquant",
      "un chiffre : manquant",
      "un caractère spécial (par exemple ! ? - _ @) : manquant",
    ]);
  await expect(liveRegion(page)).toHaveText(
    loosely(
      "Il manque encore : au moins 8 caractères, une lettre majuscule, un chiffre, un caractère spécial (par exemple ! ? - _ @).",
    ),
  );

  await createAccount(page);
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toHaveAccessibleDescription(loosely("Votre mot de passe ne respecte pas toutes les règles indiquées."));
  await expect(password).toBeFocused();
  expect(creates, "a password the rules refuse is not sent").toEqual([]);

  await password.pressSequentially("-Lumiere2026");
  await expect.poll(async () => (await ruleTexts(page)).every((text) => text.endsWith("respecté"))).toBe(true);
  await expect(liveRegion(page)).toHaveText(loosely("Votre mot de passe respecte toutes les règles."));
  await expect(password).toHaveValue("cinema-Lumiere2026");
  await createAccount(page);
  await page.waitForURL("**/mon-compte/");
  await expect(memberMenu(page, "Anne")).toBeVisible();
  expect(creates).toHaveLength(1);
});

test("when the backend refuses the password anyway (84), BOOST_POS's text is shown next to the field, nothing typed is lost", async ({
  page,
}) => {
  // The site's rules and the backend's are the same (SPEC §5), so a password the form lets through is accepted:
  // the Create call is altered on its way to carry one the backend refuses, as a backend with stricter rules would.
  await page.route("**/api/loyalty", async (route) => {
    const sent = route.request().postDataJSON() as { route?: string; body?: Record<string, unknown> } | null;
    if (sent?.route !== "/Member/v3/Create") return route.continue();
    await route.continue({ postData: JSON.stringify({ ...sent, body: { ...sent.body, password: "faible" } }) });
  });
  await page.goto("/inscription/");
  await hydrated(page);
  await fillAllButPassword(page, newEmail());
  await passwordField(page).fill("Bienvenue-2026!");
  await createAccount(page);
  const password = passwordField(page);
  await expect(password).toHaveAccessibleDescription(
    loosely(
      "Votre mot de passe n'est pas assez robuste. Il doit contenir au moins 8 caractères, dont 1 minuscule, 1 majuscule, 1 chiffre et 1 caractère spécial. (Code : 84)",
    ),
  );
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toBeFocused();
  await expect(password).toHaveValue("Bienvenue-2026!");
  await expect(page.getByLabel(/^Prénom/)).toHaveValue("Anne");
  await expect(page.getByLabel(/^Téléphone mobile/)).toHaveValue("06 11 22 33 44");
});
