import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { navigate } from "../../../test/gatsby-mock";
import { setUpTestLoyalty } from "../core/test-support/test-loyalty-backend";
import { SESSION_COOKIE } from "../core/session/session-presence";
import { TicketingHandoff } from "./ticketing-handoff";

const BOOKING = "http://127.0.0.1:4010/ticketing/websales/sales/1042/book?perfcode=58213";
const location = { pathname: "/startticketing/", search: "?theaterCode=1042&perfCode=58213" };
const LOGIN = "/connexion/?theaterCode=1042&perfCode=58213&return=%2Fstartticketing%2F%3FtheaterCode%3D1042%26perfCode%3D58213";

const backend = setUpTestLoyalty();
let submitted: HTMLFormElement[];
beforeEach(() => {
  submitted = [];
  vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(function (this: HTMLFormElement) {
    submitted.push(this);
  });
  // Real time runs (the network is real); advanceTimersByTime jumps over the redirect delay.
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  navigate.mockClear();
  vi.restoreAllMocks();
  document.querySelectorAll("form").forEach((form) => form.remove());
});

const renderHandoff = () => renderWithProviders(<TicketingHandoff segment="startticketing" location={location} />);
const currentToken = () => (JSON.parse(Cookies.get(SESSION_COOKIE)!) as { token: string }).token;

describe("TicketingHandoff", () => {
  it("checks the token, shows the overlay, then posts the token to the booking page after 5 s (version 3)", async () => {
    await backend.logInMarie();
    renderHandoff();
    expect(screen.getByRole("status")).toHaveTextContent("Vérification de votre session…");
    const dialog = await screen.findByRole("dialog", { name: "Vous allez être redirigé dans quelques secondes…" });
    // Version 3 (the demo) has no token validity check: the token is checked by asking for the member.
    expect(backend.calls).toContain("GetMember");
    expect(backend.calls).not.toContain("ValidateToken");
    const link = screen.getByRole("link", { name: "Cliquez ici si la redirection ne fonctionne pas" });
    expect(link).toHaveAttribute("href", BOOKING);
    await waitFor(() => expect(link).toHaveFocus());
    expect(dialog).toContainElement(link);
    // SPEC §9: 5 s. The fake clock also follows real time (the network is real): a second of slack for that.
    act(() => {
      vi.advanceTimersByTime(4_000);
    });
    expect(submitted).toHaveLength(0);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(submitted).toHaveLength(1);
    const [form] = submitted;
    expect(form!.method).toBe("post");
    expect(form!.action).toBe(BOOKING);
    expect(Object.fromEntries(new FormData(form))).toEqual({ token: currentToken() });
  });

  it("sends at once from the overlay's link, and only once", async () => {
    await backend.logInMarie();
    renderHandoff();
    const link = await screen.findByRole("link", { name: "Cliquez ici si la redirection ne fonctionne pas" });
    await userEvent.click(link);
    expect(submitted).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(submitted).toHaveLength(1);
  });

  it("sends a visitor without a session to the login page, keeping the query", async () => {
    renderHandoff();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(LOGIN, { replace: true }));
    expect(backend.calls).not.toContain("GetMember");
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(submitted).toHaveLength(0);
  });

  it.each([
    ["refuses", () => backend.override("GetMember", { peachCode: 2, statusCode: 401 })],
    ["cannot be reached", () => backend.failNetwork("GetMember")],
  ])("goes to the login page when the token check %s", async (_case, breakCheck) => {
    await backend.logInMarie();
    breakCheck();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    renderHandoff();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(LOGIN, { replace: true }));
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(submitted).toHaveLength(0);
  });

  it("the gift card hand-off sends a visitor to the login page, to come back to it", async () => {
    renderWithProviders(<TicketingHandoff segment="giftcards" location={{ pathname: "/giftcards/", search: "" }} />);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/connexion/?return=%2Fgiftcards%2F", { replace: true }));
    expect(backend.calls).not.toContain("GetMember");
  });

  it("the vouchers hand-off posts a member's token to the ticketing site's vouchers page, with the e-voucher asked for", async () => {
    await backend.logInMarie();
    renderWithProviders(
      <TicketingHandoff
        segment="vouchers"
        location={{ pathname: "/vouchers/", search: "?theaterCode=1042&requestData=EV-DUO" }}
      />,
    );
    await screen.findByRole("dialog", { name: "Vous allez être redirigé dans quelques secondes…" });
    const link = screen.getByRole("link", { name: "Cliquez ici si la redirection ne fonctionne pas" });
    await waitFor(() => expect(link).toHaveFocus());
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    await waitFor(() => expect(submitted).toHaveLength(1));
    const target = new URL(submitted[0]!.action);
    expect(`${target.origin}${target.pathname}`).toBe("http://127.0.0.1:4010/ticketing/vouchers");
    expect(Object.fromEntries(target.searchParams)).toEqual({ theaterCode: "1042", requestData: "EV-DUO" });
    expect(Object.fromEntries(new FormData(submitted[0]))).toEqual({ token: currentToken() });
  });
});
