import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { logIn } from "../../core/session/log-in";
import { SELECTED_THEATER_COOKIE } from "../../core/session/selected-theater-cookie";
import { SESSION_COOKIE } from "../../core/session/session-presence";
import { DEMO_EMAIL, setUpTestLoyalty } from "../../core/test-support/test-loyalty-backend";
import { ProfilePageContent } from "./profile-page-content";
import { AccountDeletedNotice } from "../deleted-notice";

import { stubModalDialogs } from "../../core/test-support/modal-dialogs";

stubModalDialogs();

const backend = setUpTestLoyalty();
afterEach(() => {
  vi.restoreAllMocks();
});

const openDialog = async () => {
  await userEvent.click(await screen.findByRole("button", { name: "Supprimer mon compte…" }));
  return screen.getByRole("dialog", { name: /^Supprimer définitivement votre compte\s\?$/ });
};

describe("DeleteAccountSection (real proxy and sandbox)", () => {
  it("says what is lost; « Garder mon compte » closes without calling the server and gives the focus back", async () => {
    await backend.logInMarie();
    renderWithProviders(<ProfilePageContent />);
    const dialog = await openDialog();
    expect(dialog.textContent?.replace(/[\u00a0\u202f]/g, " ")).toContain(
      "Vous perdrez votre carte n° 7712 0000 0000 0001, vos 1 250 points",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Garder mon compte" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Supprimer mon compte…" })).toHaveFocus();
    expect(backend.calls).not.toContain("Delete");
  });

  it("a refusal stays in the dialog; once deleted, the cookies are gone and the home page is next, loaded from the server, which says so once", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const replace = vi.fn();
    const location = window.location;
    vi.spyOn(window, "location", "get").mockReturnValue({ ...location, origin: location.origin, replace });
    await backend.logInMarie();
    Cookies.set(SELECTED_THEATER_COOKIE, "1042", { path: "/" });
    renderWithProviders(<ProfilePageContent />);
    let dialog = await openDialog();
    backend.override("Delete", { peachCode: 30, statusCode: 404 });
    await userEvent.click(within(dialog).getByRole("button", { name: "Supprimer définitivement mon compte" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Votre compte n’a pas été supprimé : Membre introuvable (Code : 30)",
    );
    expect(Cookies.get(SESSION_COOKIE)).toBeDefined();

    backend.reset();
    await backend.logInMarie();
    dialog = screen.getByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Supprimer définitivement mon compte" }));
    // The home page has a static part: the server's page, in place of the account page in the history.
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith("/"));
    expect(Cookies.get(SESSION_COOKIE)).toBeUndefined();
    expect(Cookies.get(SELECTED_THEATER_COOKIE)).toBeUndefined();
    expect(backend.calls.filter((call) => call === "Delete")).toHaveLength(1);
    const answer = await backend.sandboxGet<{ memberDetails?: unknown }>(`/sandbox/members/${encodeURIComponent(DEMO_EMAIL)}`);
    expect(answer.memberDetails).toBeUndefined();
    // The account is gone: logging in with it again is refused as for no member (30), and no session starts.
    expect(await logIn({ email: DEMO_EMAIL, password: "Cinema-2026!" })).toMatchObject({ kind: "refused", peachCode: 30 });
    expect(Cookies.get(SESSION_COOKIE)).toBeUndefined();

    // The home page, loaded next in this tab, says it once; not after a reload.
    const notice = renderWithProviders(<AccountDeletedNotice />);
    expect(await screen.findByRole("status")).toHaveTextContent("Votre compte a été supprimé.");
    notice.unmount();
    renderWithProviders(<AccountDeletedNotice />);
    expect(screen.queryByText("Votre compte a été supprimé.")).toBeNull();
  });
});
