import { expect, test, type APIRequestContext, type Page, type Request } from "@playwright/test";
import { SANDBOX_URL } from "../../playwright.config";
import { VARIANT_LOYALTY } from "../../scripts/variant-site";
import { films } from "../e2e/content";
import { DEMO_MEMBERS, hydrated, memberMenu } from "../e2e/support/member";
import { captchaOf, installRecaptchaStandIn, isLoyaltyCall } from "./support/recaptcha-stand-in";
import { createVariantMember } from "./support/variant-member";

// The variant site has a reCAPTCHA v3 site key (scripts/variant-site.ts) and the sandbox wants an unused token
// for the call's action on every protected call (SANDBOX_CAPTCHA=required, sandbox/src/domain/captcha.ts):
// a call that goes through proves the token reached the backend for the right action. The site speaks version 1
// (provider NONE): its sign-up and password reset use version 1's routes.

const newEmail = () => `captcha.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.fr`;
const token = (action: string) => new RegExp(`^${action}\\.[0-9a-f-]{36}$`);
const formStatus = (page: Page) => page.getByRole("main").getByRole("status");

interface Mail {
  kind: string;
  data: { link?: string; username?: string };
}
const mails = async (request: APIRequestContext, to: string, kind: string) =>
  (
    (await (await request.get(`${SANDBOX_URL}/sandbox/outbox?to=${encodeURIComponent(to)}`)).json()) as { messages: Mail[] }
  ).messages.filter((mail) => mail.kind === kind);

/** Resolves with the first proxy call to `route` the page sends. */
const loyaltyCall = (page: Page, route: string) => page.waitForRequest((request) => isLoyaltyCall(request, route));

/** The script request: Google's v3 URL with this site's key and the site's language. */
function expectScriptRequest(requests: Request[]) {
  expect(requests.map((request) => request.url())).toEqual([
    `https://www.google.com/recaptcha/api.js?render=${VARIANT_LOYALTY.recaptchaSiteKey}&hl=fr`,
  ]);
}

let recaptchaRequests: Request[];
test.beforeEach(async ({ context }) => {
  recaptchaRequests = await installRecaptchaStandIn(context);
});

test("no reCAPTCHA request on pages without a protected form, nor on a form page before it is sent", async ({ page }) => {
  for (const path of [
    "/",
    "/films/",
    films[0]!.path,
    "/connexion/",
    "/inscription/",
    "/mot-de-passe-oublie/",
    "/identifiant-oublie/",
  ]) {
    await page.goto(path);
    await hydrated(page);
  }
  await page.getByLabel(/^Adresse e-mail/).fill(DEMO_MEMBERS.active);
  await page.getByLabel(/^Adresse e-mail/).press("Tab");
  expect(recaptchaRequests.map((request) => request.url())).toEqual([]);
});

test("sign-up: the Create call carries a fresh 'signup' token and the backend creates the account", async ({ page, request }) => {
  const email = newEmail();
  await page.goto("/inscription/");
  await hydrated(page);
  await page.getByLabel(/^Adresse e-mail/).fill(email);
  await page.getByLabel(/^Mot de passe \(obligatoire\)$/).fill("Bienvenue-2026!");
  await page.getByLabel(/^Prénom/).fill("Anne");
  await page.getByLabel(/^Nom \(/).fill("Roux");
  await page.getByLabel(/^Téléphone mobile/).fill("06 11 22 33 44");
  expect(recaptchaRequests).toEqual([]);
  const create = loyaltyCall(page, "/Member/Create");
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  expect(captchaOf(await create)).toMatch(token("signup"));
  await page.waitForURL("**/mon-compte/");
  await expect(memberMenu(page, "Anne")).toBeVisible();
  expectScriptRequest(recaptchaRequests);
  const member = (await (await request.get(`${SANDBOX_URL}/sandbox/members/${encodeURIComponent(email)}`)).json()) as {
    status: string;
  };
  expect(member.status).toBe("active");
});

test("sign-up without the token: the backend refuses it, nothing is created and nothing typed is lost", async ({
  page,
  request,
}) => {
  await page.route("**/api/loyalty", async (route) => {
    const sent = route.request().postDataJSON() as { route?: string; captchaResponse?: string } | null;
    if (sent?.route !== "/Member/Create") return route.continue();
    await route.continue({ postData: JSON.stringify({ ...sent, captchaResponse: null }) });
  });
  const email = newEmail();
  await page.goto("/inscription/");
  await hydrated(page);
  await page.getByLabel(/^Adresse e-mail/).fill(email);
  await page.getByLabel(/^Mot de passe \(obligatoire\)$/).fill("Bienvenue-2026!");
  await page.getByLabel(/^Prénom/).fill("Anne");
  await page.getByLabel(/^Nom \(/).fill("Roux");
  await page.getByLabel(/^Téléphone mobile/).fill("06 11 22 33 44");
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
  await expect(page).toHaveURL(/\/inscription\//);
  await expect(page.getByLabel(/^Adresse e-mail/)).toHaveValue(email);
  expect((await request.get(`${SANDBOX_URL}/sandbox/members/${encodeURIComponent(email)}`)).status()).toBe(404);
});

test("forgotten password: the code request and the new password each carry a 'reset_password' token", async ({
  page,
  request,
}) => {
  // A member of the test's own: a new password ends the member's sessions.
  const { email } = await createVariantMember(request, "Inès");
  await page.goto(`/mot-de-passe-oublie/?email=${encodeURIComponent(email)}`);
  await hydrated(page);
  const codeRequest = loyaltyCall(page, "/Member/GetResetPasswordCode");
  await page.getByRole("button", { name: "Envoyer le lien" }).click();
  expect(captchaOf(await codeRequest)).toMatch(token("reset_password"));
  await expect(formStatus(page)).toContainText(`Si un compte utilise l’adresse ${email}`);
  expectScriptRequest(recaptchaRequests);

  let link: string | undefined;
  await expect(async () => {
    link = (await mails(request, email, "reset-code"))[0]?.data.link;
    expect(link).toBeDefined();
  }).toPass({ timeout: 5_000 });
  const url = new URL(link!);
  await page.goto(`${url.pathname}${url.search}`);
  await hydrated(page);
  await page.getByLabel(/^Nouveau mot de passe/).fill("Captcha-2026!");
  // Version 1 validates the code first (SPEC §4), then posts the new password.
  const validation = loyaltyCall(page, "/Member/ValidatePasswordResetCode");
  const reset = loyaltyCall(page, "/Member/ResetPassword");
  await page.getByRole("button", { name: "Enregistrer mon nouveau mot de passe" }).click();
  await validation;
  expect(captchaOf(await reset)).toMatch(token("reset_password"));
  await expect(formStatus(page)).toHaveText(
    "Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter avec celui-ci.",
  );

  await page.getByRole("link", { name: "Se connecter" }).click();
  await page.getByLabel(/^Mot de passe/).fill("Captcha-2026!");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL("**/mon-compte/");
});

test("username reminder: the call carries a 'username_reminder' token, the mail arrives; a token used once is refused", async ({
  page,
  request,
}) => {
  const email = DEMO_MEMBERS.active;
  await page.goto("/identifiant-oublie/");
  await hydrated(page);
  await page.getByLabel(/^Adresse e-mail/).fill(email);
  const reminder = loyaltyCall(page, "/Member/UsernameReminder");
  await page.getByRole("button", { name: "Recevoir un rappel" }).click();
  const firstToken = captchaOf(await reminder);
  expect(firstToken).toMatch(token("username_reminder"));
  await expect(formStatus(page)).toContainText(`Si un compte utilise l’adresse ${email}`);
  await expect.poll(async () => (await mails(request, email, "username-reminder")).length).toBe(1);
  expectScriptRequest(recaptchaRequests);

  // The same token again, as a replayed request would carry: the backend refuses it and sends no mail.
  await page.route("**/api/loyalty", async (route) => {
    const sent = route.request().postDataJSON() as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...sent, captchaResponse: firstToken }) });
  });
  await page.reload();
  await hydrated(page);
  await page.getByLabel(/^Adresse e-mail/).fill(email);
  await page.getByRole("button", { name: "Recevoir un rappel" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
  expect(await mails(request, email, "username-reminder")).toHaveLength(1);
});
