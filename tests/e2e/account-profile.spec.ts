import { expect, test, type APIRequestContext } from "@playwright/test";
import { SANDBOX_URL } from "../../playwright.config";
import { logIn } from "./support/member";
import { createActiveMember } from "./support/new-member";

const sandboxMember = async (request: APIRequestContext, email: string) =>
  (await (await request.get(`${SANDBOX_URL}/sandbox/members/${encodeURIComponent(email)}`)).json()) as {
    memberDetails: { firstName: string; phoneNumber: string; city: string; wishToReceiveSMS: boolean };
  };

test("profile: a bad phone is refused in the form, a good one is saved; the typed values stay", async ({ page, request }) => {
  test.setTimeout(60_000);
  const member = await createActiveMember(request, "Camille");
  await logIn(page, member.email, "/mon-compte/profil/");
  await expect(page).toHaveTitle(/^Mon\sprofil\s–\sMon espace fidélité\s\|\s/);
  const form = page.getByRole("region", { name: "Modifier mes informations" });
  const phone = form.getByLabel(/^Téléphone mobile/);
  await expect(phone).toHaveValue("06 98 76 54 32");
  await form.getByLabel(/^Prénom/).fill("Camille-Rose");
  await form.getByLabel(/^Ville/).fill("Villeurbanne");
  await phone.fill("06 12");
  await form.getByRole("button", { name: "Enregistrer mes informations" }).click();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toBeFocused();
  await expect(form.getByText(/Saisissez un numéro de téléphone valable/)).toBeVisible();
  expect((await sandboxMember(request, member.email)).memberDetails.phoneNumber).toBe(member.phone);
  await expect(form.getByLabel(/^Prénom/)).toHaveValue("Camille-Rose");

  await phone.fill("07 11 22 33 44");
  await form.getByLabel(/par SMS/).check();
  await form.getByRole("button", { name: "Enregistrer mes informations" }).click();
  await expect(form.getByRole("status")).toHaveText("Vos informations ont été enregistrées.");
  const saved = (await sandboxMember(request, member.email)).memberDetails;
  expect(saved).toMatchObject({
    firstName: "Camille-Rose",
    phoneNumber: "+33711223344",
    city: "Villeurbanne",
    wishToReceiveSMS: true,
  });

  // What the server now holds is what the page shows after a reload.
  await page.reload();
  await expect(form.getByLabel(/^Téléphone mobile/)).toHaveValue("07 11 22 33 44");
  await expect(form.getByLabel(/^Prénom/)).toHaveValue("Camille-Rose");
  await expect(form.getByLabel(/par SMS/)).toBeChecked();
});
