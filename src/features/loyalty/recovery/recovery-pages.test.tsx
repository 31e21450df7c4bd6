import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { logIn } from "../core/session/log-in";
import { DEMO_EMAIL, setUpTestLoyalty } from "../core/test-support/test-loyalty-backend";
import { ForgottenPasswordContent } from "./forgotten-password-content";
import { ForgottenUsernameContent } from "./forgotten-username-content";
import { PasswordResetContent } from "./password-reset-content";

const backend = setUpTestLoyalty();
afterEach(() => {
  window.history.replaceState(null, "", "/");
  localStorage.clear();
});

/** A member call through the proxy and the sandbox: more than a second on a busy machine. */
const SERVER = { timeout: 5_000 };
const NOBODY = "personne@example.fr";
const DEMO_PASSWORD = "Cinema-2026!";
const NEW_PASSWORD = "Nouveau-2026!";
const DONE = "Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter avec celui-ci.";

interface Mail {
  kind: string;
  data: { link?: string; username?: string; uid?: string; resetCode?: string };
}
const outbox = async (to: string) =>
  (await backend.sandboxGet<{ messages: Mail[] }>(`/sandbox/outbox?to=${encodeURIComponent(to)}`)).messages;
const lastMail = async (to: string, kind: string) => {
  let mail: Mail | undefined;
  await waitFor(async () => {
    mail = (await outbox(to)).find((message) => message.kind === kind);
    expect(mail).toBeDefined();
  }, SERVER);
  return mail!;
};

/** Sends the e-mail form of a recovery page (the address typed unless the page's query gave it). */
async function sendRequest(button: string, email?: string) {
  if (email !== undefined) await userEvent.type(await screen.findByLabelText(/^Adresse e-mail/), email);
  await userEvent.click(await screen.findByRole("button", { name: button }));
  return screen.findByRole("status", {}, SERVER);
}

/** Opens the reset page at this address, as the mail's link does. */
function openAt(path: string) {
  window.history.replaceState(null, "", path);
  return renderWithProviders(<PasswordResetContent />);
}

/** Opens the reset page at this address and saves `password`. */
async function resetAt(path: string, password = NEW_PASSWORD) {
  const view = openAt(path);
  await userEvent.type(await screen.findByLabelText(/^Nouveau mot de passe/), password);
  await userEvent.click(screen.getByRole("button", { name: "Enregistrer mon nouveau mot de passe" }));
  return view;
}

describe("the recovery pages (real proxy and sandbox)", { timeout: 15_000 }, () => {
  it("the forgotten-password answer is the same for an address that is no member's", async () => {
    renderWithProviders(<ForgottenPasswordContent search="" />);
    const status = await sendRequest("Envoyer le lien", NOBODY);
    await waitFor(() => expect(status).toHaveTextContent(`Si un compte utilise l’adresse ${NOBODY}`));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("the username reminder answers the same for an address that is no member's, and no mail leaves", async () => {
    renderWithProviders(<ForgottenUsernameContent search="" />);
    const status = await sendRequest("Recevoir un rappel", NOBODY);
    await waitFor(() => expect(status).toHaveTextContent(`Si un compte utilise l’adresse ${NOBODY}`));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(await outbox(NOBODY)).toEqual([]);
  });

  it("the username reminder of a member arrives, with her username", async () => {
    renderWithProviders(<ForgottenUsernameContent search="" />);
    const status = await sendRequest("Recevoir un rappel", DEMO_EMAIL);
    await waitFor(() => expect(status).toHaveTextContent(`Si un compte utilise l’adresse ${DEMO_EMAIL}`));
    expect((await lastMail(DEMO_EMAIL, "username-reminder")).data.username).toBe(DEMO_EMAIL);
  });

  it("a reset link sets the new password once: the old password is then refused (58); opened again, no form", async () => {
    const email = "chloe.robert@example.fr";
    const forgotten = renderWithProviders(<ForgottenPasswordContent search={`?email=${encodeURIComponent(email)}`} />);
    expect(await screen.findByLabelText(/^Adresse e-mail/)).toHaveValue(email);
    await sendRequest("Envoyer le lien");
    forgotten.unmount();
    const link = new URL((await lastMail(email, "reset-code")).data.link!);
    expect(link.pathname).toBe("/reinitialiser-mot-de-passe/");
    const resetPath = `${link.pathname}${link.search}`;

    const { unmount } = await resetAt(resetPath);
    expect(await screen.findByRole("status", {}, SERVER)).toHaveTextContent(DONE);
    // The code is out of the address bar (and so of analytics); the address stays.
    expect(window.location.search).not.toMatch(/resetCode/);
    expect(new URLSearchParams(window.location.search).get("email")).toBe(email);
    expect(screen.getByRole("link", { name: "Se connecter" })).toHaveAttribute(
      "href",
      `/connexion/?email=${encodeURIComponent(email)}`,
    );
    expect(await logIn({ email, password: DEMO_PASSWORD })).toMatchObject({ kind: "refused", peachCode: 58 });
    expect(await logIn({ email, password: NEW_PASSWORD })).toMatchObject({ kind: "logged-in" });
    // What this browser keeps of the spent link is a digest, never the code.
    expect(Object.values(localStorage).join(" ")).not.toContain(link.searchParams.get("resetCode"));
    unmount();

    // The mail's link opened again in this browser: said at once, in place of the form, without asking the backend.
    backend.reset();
    const again = openAt(resetPath);
    expect(await screen.findByText(/Ce lien a déjà servi à changer votre mot de passe/)).toBeVisible();
    expect(screen.queryByLabelText(/^Nouveau mot de passe/)).toBeNull();
    expect(screen.getByRole("link", { name: "Se connecter" })).toHaveAttribute(
      "href",
      `/connexion/?email=${encodeURIComponent(email)}`,
    );
    expect(screen.getByRole("link", { name: "Recevoir un nouveau lien" })).toHaveAttribute(
      "href",
      `/mot-de-passe-oublie/?email=${encodeURIComponent(email)}`,
    );
    expect(backend.calls).toEqual([]);
    again.unmount();

    // In another browser a version-3 backend can only say so once a password is posted (57): then the message
    // replaces the form, with the focus on it, and the way to a new link.
    localStorage.clear();
    await resetAt(resetPath, "Encore-2026!");
    const refused = await screen.findByRole("alert", {}, SERVER);
    expect(refused).toHaveTextContent("Code de réinitialisation invalide (Code : 57)");
    await waitFor(() => expect(refused).toHaveFocus());
    expect(screen.queryByLabelText(/^Nouveau mot de passe/)).toBeNull();
    expect(screen.getByText(/Ce lien a déjà servi ou n’est plus valable/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Recevoir un nouveau lien" })).toHaveAttribute(
      "href",
      `/mot-de-passe-oublie/?email=${encodeURIComponent(email)}`,
    );
  });

  it("a reset link in the uid and token form sets the new password; another member's uid is refused (57)", async () => {
    const forgotten = renderWithProviders(<ForgottenPasswordContent search="" />);
    await sendRequest("Envoyer le lien", DEMO_EMAIL);
    forgotten.unmount();
    const { data } = await lastMail(DEMO_EMAIL, "reset-code");
    const paul = await backend.sandboxGet<{ memberDetails: { memberId: string } }>("/sandbox/members/paul.martin%40example.fr");
    const tokenLink = (uid: string) =>
      `/reinitialiser-mot-de-passe/?uid=${encodeURIComponent(uid)}&token=${encodeURIComponent(data.resetCode!)}&email=${encodeURIComponent(DEMO_EMAIL)}`;

    const { unmount } = await resetAt(tokenLink(String(paul.memberDetails.memberId)));
    expect(await screen.findByRole("alert", {}, SERVER)).toHaveTextContent("Code de réinitialisation invalide (Code : 57)");
    unmount();

    await resetAt(tokenLink(data.uid!));
    expect(await screen.findByRole("status", {}, SERVER)).toHaveTextContent(DONE);
    expect(window.location.search).not.toMatch(/uid=|token=/);
    expect(new URLSearchParams(window.location.search).get("email")).toBe(DEMO_EMAIL);
    expect(await logIn({ email: DEMO_EMAIL, password: NEW_PASSWORD })).toMatchObject({ kind: "logged-in" });
  });
});
