import { expect, test, type APIRequestContext } from "@playwright/test";
import { SANDBOX_URL } from "../../playwright.config";
import { logIn } from "./support/member";
import { createActiveMember } from "./support/new-member";

const SPARE_CARD = "AUR0000105";

const sandboxCards = async (request: APIRequestContext, email: string) =>
  (
    (await (await request.get(`${SANDBOX_URL}/sandbox/members/${encodeURIComponent(email)}`)).json()) as {
      cards: { cardNumber: string; status: string; cardType: string }[];
    }
  ).cards;

test("cards: a card typed in lower case arrives upper-cased; the main card reported lost after a confirmation", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const member = await createActiveMember(request, "Noé");
  const [firstCard] = await sandboxCards(request, member.email);
  await logIn(page, member.email, "/mon-compte/carte/");
  const cards = page.getByRole("region", { name: "Mes cartes" });
  await expect(cards.getByText(`N° ${firstCard!.cardNumber}`)).toBeVisible();

  await cards.getByLabel(/^Numéro imprimé sur la carte/).fill(SPARE_CARD.toLowerCase());
  await cards.getByRole("button", { name: "Ajouter la carte" }).click();
  await expect(cards.getByRole("status")).toHaveText(`La carte n° ${SPARE_CARD} a été ajoutée à votre compte.`);
  expect((await sandboxCards(request, member.email)).map((card) => card.cardNumber)).toContain(SPARE_CARD);

  await cards.getByRole("button", { name: "Déclarer ma carte perdue" }).click();
  const dialog = page.getByRole("dialog", { name: new RegExp(`^Déclarer perdue la carte n°\\s${firstCard!.cardNumber}\\s\\?$`) });
  await expect(dialog).toContainText("La carte sera bloquée aussitôt");
  await dialog.getByRole("button", { name: "La bloquer et recevoir une nouvelle carte" }).click();
  await expect(dialog).toBeHidden();
  await expect(cards.getByRole("status")).toContainText("Votre carte a été bloquée.");
  const after = await sandboxCards(request, member.email);
  expect(after.find((card) => card.cardNumber === firstCard!.cardNumber)?.status).toBe("LOST");
  const replacement = after.find((card) => card.status === "ACTIVE" && card.cardType === "DEMATERIALIZED");
  expect(replacement).toBeDefined();
  await expect(page.getByRole("img", { name: `Code QR de votre carte n° ${replacement!.cardNumber}` })).toBeVisible();
});
