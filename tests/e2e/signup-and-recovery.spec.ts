import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { SANDBOX_URL } from "../../playwright.config";
import { DEMO_MEMBERS, DEMO_PASSWORD, expectLoggedOut, hydrated, memberMenu, submitLogin } from "./support/member";
import { createMember } from "./support/new-member";

const NEW_PASSWORD = "Nouveau-2026!";
let counter = 0;
/** A fresh address per test and run (the sandbox database lives for the whole run). */
const newEmail = () => `nouveau.${Date.now()}.${++counter}@example.fr`;

interface Mail {
  kind: "reset-code" | "activation-code" | "username-reminder";
  body: string;
  data: { link?: string; username?: string; uid?: string; resetCode?: string };
}

async function lastMail(request: APIRequestContext, to: string, kind: Mail["kind"]): Promise<Mail> {
  let mail: Mail | undefined;
  await expect(async () => {
    const { messages } = (await (await request.get(`${SANDBOX_URL}/sandbox/outbox?to=${encodeURIComponent(to)}`)).json()) as {
      messages: Mail[];
    };
    mail = messages.find((message) => message.kind === kind);
    expect(mail).toBeDefined();
  }).toPass({ timeout: 5_000 });
  return mail!;
}

const sandboxMember = async (request: APIRequestContext, email: string) =>
  (await (await request.get(`${SANDBOX_URL}/sandbox/members/${encodeURIComponent(email)}`)).json()) as {
    status: string;
    memberLevelId: number;
    memberDetails: { memberId: string; phoneNumber: string; preferredCinemaId: string; sendNewsletter: boolean };
    profile: Record<string, unknown>;
  };

const field = (page: Page, label: RegExp) => page.getByLabel(label);
/** The form's own live region: the header's film search keeps a status region of its own on every page. */
const formStatus = (page: Page) => page.getByRole("main").getByRole("status");

async function fillSignup(
  page: Page,
  { email, password = "Bienvenue-2026!", phone = "06 11 22 33 44" }: { email: string; password?: string; phone?: string },
) {
  await hydrated(page);
  await field(page, /^Adresse e-mail/).fill(email);
  await field(page, /^Mot de passe \(obligatoire\)$/).fill(password);
  await field(page, /^Prénom/).fill("Anne");
  await field(page, /^Nom \(/).fill("Roux");
  await field(page, /^Téléphone mobile/).fill(phone);
}

const createAccount = (page: Page) => page.getByRole("button", { name: "Créer mon compte" }).click();

test.describe("registration", () => {
  test("/signup/ leads to the sign-up page; the new member is activated, logged in and sent back", async ({ page, request }) => {
    const email = newEmail();
    await page.goto(`/signup/?return=${encodeURIComponent("/films/")}`);
    await page.waitForURL("**/inscription/?return=%2Ffilms%2F");
    await expect(page.getByRole("heading", { level: 1, name: "Créer mon compte fidélité" })).toBeVisible();
    await expect(page.getByLabel("Je souhaite recevoir la lettre d’information du cinéma par e-mail")).not.toBeChecked();
    await expect(page.getByLabel(/^Pays du numéro/)).toHaveValue("FR");
    await fillSignup(page, { email });
    const createCall = page.waitForRequest(
      (req) => req.url().endsWith("/api/loyalty") && req.postData()?.includes('"/Member/v3/Create"') === true,
    );
    await createAccount(page);
    const sent = (await createCall).postDataJSON() as { body: Record<string, unknown> };
    expect(sent.body).toMatchObject({
      email,
      username: email,
      houseSize: 0,
      wishToReceiveSMS: "False",
      contactByThirdParty: "False",
      newsletterFrequency: "-1",
      memberLevelId: 0,
      updatePreferences: false,
      preferredCinemaId: "1042",
      sendNewsletter: false,
    });
    await page.waitForURL("**/films/");
    await expect(memberMenu(page, "Anne")).toBeVisible();
    const member = await sandboxMember(request, email);
    expect(member.status).toBe("active");
    expect(member.memberLevelId).toBe(1);
    expect(member.memberDetails).toMatchObject({ phoneNumber: "+33611223344", preferredCinemaId: "1042", sendNewsletter: false });
    expect(member.profile).toMatchObject({
      houseSize: 0,
      newsletterFrequency: "-1",
      wishToReceiveSMS: false,
      memberLevelId: 0,
    });
  });

  test("an e-mail already used: said next to the field, with a way to log in or reset; nothing typed is lost", async ({
    page,
  }) => {
    await page.goto("/inscription/");
    await fillSignup(page, { email: DEMO_MEMBERS.active });
    await createAccount(page);
    const emailField = field(page, /^Adresse e-mail/);
    await expect(emailField).toHaveAccessibleDescription(/^Cette adresse e-mail est déjà associée à un membre \(Code\s:\s60\)$/);
    await expect(emailField).toHaveAttribute("aria-invalid", "true");
    await expect(emailField).toBeFocused();
    await expect(page.getByRole("link", { name: "Se connecter avec cette adresse" })).toHaveAttribute(
      "href",
      "/connexion/?email=marie.dupont%40example.fr",
    );
    await expect(page.getByRole("link", { name: "Mot de passe oublié ?" }).first()).toBeVisible();
    await expect(field(page, /^Prénom/)).toHaveValue("Anne");
    await expect(field(page, /^Téléphone mobile/)).toHaveValue("06 11 22 33 44");
  });

  test("a weak password is refused next to the field (84), the rest is kept", async ({ page }) => {
    await page.goto("/inscription/");
    await fillSignup(page, { email: newEmail(), password: "faible" });
    await createAccount(page);
    const password = field(page, /^Mot de passe \(obligatoire\)$/);
    await expect(password).toHaveAccessibleDescription(
      /Le mot de passe ne respecte pas les règles de complexité \(Code\s:\s84\)/,
    );
    await expect(password).toBeFocused();
    await expect(field(page, /^Nom \(/)).toHaveValue("Roux");
  });

  test("a bad phone number is refused before any call, then a good one goes through", async ({ page }) => {
    const email = newEmail();
    await page.goto("/inscription/");
    await fillSignup(page, { email, phone: "06 12" });
    await createAccount(page);
    const phone = field(page, /^Téléphone mobile/);
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAccessibleDescription(/Saisissez un numéro de téléphone valable dans le pays choisi/);
    await page.getByLabel(/^Pays du numéro/).selectOption("BE");
    await phone.fill("0470 12 34 56");
    await createAccount(page);
    await page.waitForURL("**/mon-compte/");
    await expect(memberMenu(page, "Anne")).toBeVisible();
  });
  test("French messages next to each empty field, focus on the first, all by keyboard; the password shows and hides", async ({
    page,
  }) => {
    await page.goto("/inscription/");
    await hydrated(page);
    const email = field(page, /^Adresse e-mail/);
    await email.focus();
    await page.keyboard.press("Enter");
    await expect(email).toBeFocused();
    const expected: [RegExp, string][] = [
      [/^Adresse e-mail/, "Saisissez une adresse e-mail, par exemple nom@exemple.fr."],
      [/^Mot de passe \(obligatoire\)$/, "Choisissez un mot de passe."],
      [/^Prénom/, "Saisissez votre prénom."],
      [/^Nom \(/, "Saisissez votre nom."],
      [/^Téléphone mobile/, "Saisissez un numéro de téléphone valable dans le pays choisi"],
    ];
    for (const [label, message] of expected) {
      await expect(field(page, label)).toHaveAttribute("aria-invalid", "true");
      await expect(field(page, label)).toHaveAccessibleDescription(new RegExp(message.replace(/[.()]/g, "\\$&")));
    }

    await page.keyboard.type("anne.roux@example.fr");
    await page.keyboard.press("Tab");
    const password = field(page, /^Mot de passe \(obligatoire\)$/);
    await expect(password).toBeFocused();
    await page.keyboard.type("Bienvenue-2026!");
    await expect(password).toHaveAttribute("type", "password");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Afficher le mot de passe" })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(password).toHaveAttribute("type", "text");
    await expect(password).toHaveValue("Bienvenue-2026!");
    await expect(page.getByRole("button", { name: "Masquer le mot de passe" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(password).toHaveAttribute("type", "password");
    await expect(password).toHaveValue("Bienvenue-2026!");
    await page.keyboard.press("Tab");
    await expect(field(page, /^Prénom/)).toBeFocused();
  });

  test("an outage keeps everything typed and says so; the next try goes through", async ({ page }) => {
    const email = newEmail();
    await page.goto("/inscription/");
    await fillSignup(page, { email });
    await page.route("**/api/loyalty", (route) => route.abort("connectionrefused"));
    await createAccount(page);
    await expect(page.getByRole("alert")).toHaveText(
      "Le service fidélité est momentanément indisponible. Merci de réessayer dans quelques minutes.",
    );
    await expect(field(page, /^Adresse e-mail/)).toHaveValue(email);
    await expect(field(page, /^Mot de passe \(obligatoire\)$/)).toHaveValue("Bienvenue-2026!");
    await expect(field(page, /^Téléphone mobile/)).toHaveValue("06 11 22 33 44");
    await page.unroute("**/api/loyalty");
    await createAccount(page);
    await page.waitForURL("**/mon-compte/");
  });

  test("when the membership activation cannot run, the account waits: the mail's link activates it, then log-in", async ({
    page,
    request,
  }) => {
    const email = newEmail();
    // A cinema whose membership list is empty: the activation flow stops quietly at its first step.
    await page.route("**/api/loyalty", async (route) => {
      const call = route.request().postDataJSON() as { route?: string };
      if (call.route?.startsWith("/Member/GetMembershipList/"))
        await route.fulfill({ json: { peachCode: 0, concessionGroupings: [] } });
      else await route.continue();
    });
    await page.goto("/inscription/?return=%2Ffilms%2F");
    await fillSignup(page, { email });
    await createAccount(page);
    await expect(formStatus(page)).toContainText(
      `Votre compte est créé. Pour l’activer, ouvrez le lien que nous venons d’envoyer à ${email}`,
    );
    await expect(page.getByRole("alert")).toHaveCount(0);
    expect((await sandboxMember(request, email)).status).toBe("not_activated");

    const mail = await lastMail(request, email, "activation-code");
    const activationPage = await page.context().newPage();
    await activationPage.goto(mail.data.link!);
    await expect(activationPage.getByRole("heading", { name: "Compte activé" })).toBeVisible();
    await activationPage.close();

    await page.getByRole("link", { name: "Se connecter", exact: true }).click();
    await expect(field(page, /^Adresse e-mail/)).toHaveValue(email);
    await field(page, /^Mot de passe/).fill("Bienvenue-2026!");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.waitForURL("**/films/");
    await expect(memberMenu(page, "Anne")).toBeVisible();
  });
});

test.describe("account activation", () => {
  test("details that do not match the account (85) are said next to the phone field, which keeps its value", async ({
    page,
    request,
  }) => {
    await page.goto(`/activation/?email=${encodeURIComponent(DEMO_MEMBERS.notActivated)}`);
    await hydrated(page);
    const phone = field(page, /^Téléphone mobile indiqué/);
    await phone.fill("06 99 99 99 99");
    await page.getByRole("button", { name: "M’envoyer le lien d’activation" }).click();
    await expect(phone).toHaveAccessibleDescription(/^Informations d’activation invalides \(Code\s:\s85\)$/);
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toBeFocused();
    await expect(phone).toHaveValue("06 99 99 99 99");
    await expect(formStatus(page)).toHaveCount(0);
    await expect(page.getByRole("alert")).toHaveCount(0);
    const { messages } = (await (
      await request.get(`${SANDBOX_URL}/sandbox/outbox?to=${encodeURIComponent(DEMO_MEMBERS.notActivated)}`)
    ).json()) as { messages: Mail[] };
    expect(messages.filter((mail) => mail.kind === "activation-code")).toEqual([]);
  });

  test("26 at login offers a new activation link; the mail's link activates the account", async ({ page, request }) => {
    // A member made for this test: Léa, the demo member not yet activated, stays so for the log-in specs.
    const member = await createMember(request, { firstName: "Léon", activated: false });
    await page.goto("/connexion/");
    await submitLogin(page, member.email);
    await expect(page.getByRole("alert")).toHaveText("Votre compte n’est pas activé (Code : 26)");
    await page.getByRole("link", { name: "Recevoir un nouveau lien d’activation" }).click();
    await page.waitForURL(`**/activation/?email=${encodeURIComponent(member.email)}`);
    await expect(field(page, /^Adresse e-mail/)).toHaveValue(member.email);
    await field(page, /^Téléphone mobile indiqué/).fill("06 98 76 54 32");
    await page.getByRole("button", { name: "M’envoyer le lien d’activation" }).click();
    await expect(formStatus(page).filter({ hasText: "Un lien d’activation a été envoyé" })).toBeVisible();
    const mail = await lastMail(request, member.email, "activation-code");
    await page.goto(mail.data.link!);
    await expect(page.getByRole("heading", { name: "Compte activé" })).toBeVisible();
    // The link works once.
    expect((await request.get(mail.data.link!)).status()).toBe(400);
    await page.goto("/connexion/?return=%2Ffilms%2F");
    await submitLogin(page, member.email);
    await page.waitForURL("**/films/");
    await expect(memberMenu(page, "Léon")).toBeVisible();
  });
});

test.describe("recovery", () => {
  test("1015 leads to the reset; the mail's link sets a new password, the old one is refused, the code works once", async ({
    browser,
    page,
    request,
  }) => {
    // A member made for this test and asked to change her password: Chloé, the demo member who starts
    // that way, stays so for the log-in specs.
    const { email } = await createMember(request, { firstName: "Chloé" });
    expect((await request.post(`${SANDBOX_URL}/sandbox/members/${encodeURIComponent(email)}/must-change-password`)).ok()).toBe(
      true,
    );
    await page.goto("/connexion/");
    await submitLogin(page, email);
    await expect(page.getByRole("alert")).toHaveText("Vous devez changer votre mot de passe (Code : 1015)");
    await page.getByRole("link", { name: "Choisir un nouveau mot de passe" }).click();
    await page.waitForURL(`**/mot-de-passe-oublie/?email=${encodeURIComponent(email)}`);
    await expect(field(page, /^Adresse e-mail/)).toHaveValue(email);
    await page.getByRole("button", { name: "Envoyer le lien" }).click();
    await expect(formStatus(page)).toContainText(`Si un compte utilise l’adresse ${email}`);

    const link = new URL((await lastMail(request, email, "reset-code")).data.link!);
    expect(link.pathname).toBe("/reinitialiser-mot-de-passe/");
    const resetPath = `${link.pathname}${link.search}`;
    await page.goto(resetPath);
    await hydrated(page);
    await expect(page).not.toHaveURL(/resetCode/);
    await expect(page).toHaveURL((url) => url.searchParams.get("email") === email);
    await field(page, /^Nouveau mot de passe/).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Enregistrer mon nouveau mot de passe" }).click();
    await expect(formStatus(page)).toHaveText(
      "Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter avec celui-ci.",
    );
    await page.getByRole("link", { name: "Se connecter" }).click();
    await expect(field(page, /^Adresse e-mail/)).toHaveValue(email);
    await field(page, /^Mot de passe/).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.waitForURL("**/mon-compte/");

    const other = await browser.newPage();
    await other.goto("/connexion/");
    await submitLogin(other, email, DEMO_PASSWORD);
    await expect(other.getByRole("alert")).toHaveText("Mot de passe incorrect (Code : 58)");

    await other.goto(resetPath);
    await hydrated(other);
    await other.getByLabel(/^Nouveau mot de passe/).fill("Encore-2026!");
    await other.getByRole("button", { name: "Enregistrer mon nouveau mot de passe" }).click();
    await expect(other.getByRole("alert")).toHaveText("Code de réinitialisation invalide (Code : 57)");
    await expect(other.getByRole("link", { name: "Recevoir un nouveau lien" })).toHaveAttribute(
      "href",
      `/mot-de-passe-oublie/?email=${encodeURIComponent(email)}`,
    );
    await other.close();
  });

  test("a reset link in the uid and token form sets the new password; another member's uid is refused (57)", async ({
    page,
    request,
  }) => {
    const email = newEmail();
    await page.goto("/inscription/");
    await fillSignup(page, { email });
    await createAccount(page);
    await page.waitForURL("**/mon-compte/");
    await page.context().clearCookies();

    await page.goto(`/mot-de-passe-oublie/?email=${encodeURIComponent(email)}`);
    await hydrated(page);
    await page.getByRole("button", { name: "Envoyer le lien" }).click();
    await expect(formStatus(page)).toContainText(`Si un compte utilise l’adresse ${email}`);
    const { data } = await lastMail(request, email, "reset-code");
    const tokenLink = (uid: string) =>
      `/reinitialiser-mot-de-passe/?uid=${encodeURIComponent(uid)}&token=${encodeURIComponent(data.resetCode!)}&email=${encodeURIComponent(email)}`;

    const save = (target: Page) => target.getByRole("button", { name: "Enregistrer mon nouveau mot de passe" }).click();
    const marie = await sandboxMember(request, DEMO_MEMBERS.active);
    await page.goto(tokenLink(String(marie.memberDetails.memberId)));
    await hydrated(page);
    await field(page, /^Nouveau mot de passe/).fill(NEW_PASSWORD);
    await save(page);
    await expect(page.getByRole("alert")).toHaveText("Code de réinitialisation invalide (Code : 57)");

    await page.goto(tokenLink(data.uid!));
    await hydrated(page);
    await expect(page).not.toHaveURL(/uid=|token=/);
    await expect(page).toHaveURL(/email=nouveau/);
    await field(page, /^Nouveau mot de passe/).fill(NEW_PASSWORD);
    await save(page);
    await expect(formStatus(page)).toHaveText(
      "Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter avec celui-ci.",
    );
    await page.getByRole("link", { name: "Se connecter" }).click();
    await expect(field(page, /^Adresse e-mail/)).toHaveValue(email);
    await field(page, /^Mot de passe/).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.waitForURL("**/mon-compte/");
  });

  test("the forgotten-password answer is the same for an address that is no member's", async ({ page }) => {
    await page.goto("/mot-de-passe-oublie/");
    await hydrated(page);
    await field(page, /^Adresse e-mail/).fill("personne@example.fr");
    await page.getByRole("button", { name: "Envoyer le lien" }).click();
    await expect(formStatus(page)).toContainText("Si un compte utilise l’adresse personne@example.fr");
  });

  test("the username reminder answers the same for an address that is no member's", async ({ page, request }) => {
    await page.goto("/identifiant-oublie/");
    await hydrated(page);
    await field(page, /^Adresse e-mail/).fill("personne@example.fr");
    await page.getByRole("button", { name: "Recevoir un rappel" }).click();
    await expect(formStatus(page)).toContainText("Si un compte utilise l’adresse personne@example.fr");
    await expect(page.getByRole("alert")).toHaveCount(0);
    const { messages } = (await (await request.get(`${SANDBOX_URL}/sandbox/outbox?to=personne%40example.fr`)).json()) as {
      messages: Mail[];
    };
    expect(messages).toEqual([]);
  });

  test("the username reminder mail arrives", async ({ page, request }) => {
    await page.goto("/identifiant-oublie/");
    await hydrated(page);
    await field(page, /^Adresse e-mail/).fill(DEMO_MEMBERS.active);
    await page.getByRole("button", { name: "Recevoir un rappel" }).click();
    await expect(formStatus(page)).toContainText(`Si un compte utilise l’adresse ${DEMO_MEMBERS.active}`);
    expect((await lastMail(request, DEMO_MEMBERS.active, "username-reminder")).data.username).toBe(DEMO_MEMBERS.active);
  });

  test("the expired member cannot log in", async ({ page }) => {
    await page.goto("/connexion/");
    await submitLogin(page, DEMO_MEMBERS.expired);
    await expect(page.getByRole("alert")).toHaveText("Votre compte a expiré (Code : 46)");
    await expectLoggedOut(page);
  });
});

for (const width of [320, 1280]) {
  test(`the member form pages are axe-clean and fit ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [
      "/inscription/",
      "/activation/",
      "/mot-de-passe-oublie/",
      "/reinitialiser-mot-de-passe/?resetCode=x",
      "/identifiant-oublie/",
      "/connexion/",
    ]) {
      await page.goto(path);
      await hydrated(page);
      // The page's own form (the header's search form is hidden behind the menu at 320 px).
      await expect(page.getByRole("main").locator("form, [role=status]").first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${path}: ${v.id}`)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`${path.replace(/\W+/g, "-")}-${width}.png`), fullPage: true });
    }
  });
}
