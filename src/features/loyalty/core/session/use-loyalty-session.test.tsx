import { act, screen, waitFor } from "@testing-library/react";
import Cookies from "js-cookie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { EXPIRED_EMAIL, setUpTestLoyalty } from "../test-support/test-loyalty-backend";
import { SESSION_COOKIE } from "./session-presence";

const V3_REFRESH_INTERVAL_MS = 85_800_000;

const backend = setUpTestLoyalty();

beforeEach(() => {
  // Fresh modules per test: a new page, whose start the 500 ms debounce counts from.
  vi.resetModules();
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "performance", "Date"],
  });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Renders a probe of useLoyaltySession inside an island, as the site does. */
async function renderSession() {
  const { LoyaltyIsland } = await import("../loyalty-island");
  const { useLoyaltySession } = await import("./use-loyalty-session");
  function Probe() {
    const { status, member } = useLoyaltySession();
    return <p data-testid="session">{member ? `${status}:${member.firstName}` : status}</p>;
  }
  renderWithProviders(
    <LoyaltyIsland>
      <Probe />
    </LoyaltyIsland>,
  );
}

const session = () => screen.getByTestId("session").textContent;
const refreshCalls = () => backend.calls.filter((route) => route === "RefreshLogin").length;
const cookieToken = () => (JSON.parse(Cookies.get(SESSION_COOKIE) ?? "{}") as { token?: string }).token;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe("useLoyaltySession (SPEC §4 states and refresh)", () => {
  it("without a session cookie: logged out, and no call", async () => {
    await renderSession();
    await advance(600);
    await waitFor(() => expect(session()).toBe("logged-out"));
    expect(backend.calls).toEqual([]);
  });

  it("waits 500 ms after start, then refreshes once and shows the member", async () => {
    await backend.logInMarie();
    const firstToken = cookieToken();
    await renderSession();
    await advance(450);
    expect(session()).toBe("loading");
    expect(refreshCalls()).toBe(0);
    await advance(60);
    await waitFor(() => expect(session()).toBe("logged-in:Marie"));
    expect(refreshCalls()).toBe(1);
    expect(cookieToken()).not.toBe(firstToken);
  });

  it("refreshes again every 85,800,000 ms (version 3) while the member is present", async () => {
    await backend.logInMarie();
    await renderSession();
    await advance(600);
    await waitFor(() => expect(session()).toBe("logged-in:Marie"));
    const tokenAfterFirst = cookieToken();
    await advance(V3_REFRESH_INTERVAL_MS - 1000);
    expect(refreshCalls()).toBe(1);
    await advance(2000);
    await waitFor(() => expect(refreshCalls()).toBe(2));
    await waitFor(() => expect(cookieToken()).not.toBe(tokenAfterFirst));
    expect(session()).toBe("logged-in:Marie");
  });

  it("an expired member counts as absent: refreshed at start, then never again (SPEC §4)", async () => {
    await backend.logInAs(EXPIRED_EMAIL);
    await renderSession();
    await advance(600);
    await waitFor(() => expect(session()).toBe("expired"));
    expect(refreshCalls()).toBe(1);
    await advance(2 * V3_REFRESH_INTERVAL_MS);
    expect(refreshCalls()).toBe(1);
    expect(session()).toBe("expired");
  });

  it("a refused refresh clears the session", async () => {
    await backend.logInMarie();
    backend.override("RefreshLogin", {
      peachCode: 2,
      statusCode: 401,
      clientErrorMessage: "The session token is missing, invalid or expired.",
    });
    await renderSession();
    await advance(600);
    await waitFor(() => expect(session()).toBe("logged-out"));
    expect(Cookies.get(SESSION_COOKIE)).toBeUndefined();
  });

  it("an unreachable service is retried, then reported, and the session is kept", async () => {
    await backend.logInMarie();
    backend.failNetwork("RefreshLogin");
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await renderSession();
    await advance(600);
    await advance(1000 + 2000 + 4000 + 100);
    await waitFor(() => expect(session()).toBe("unavailable"));
    expect(refreshCalls()).toBe(4);
    expect(Cookies.get(SESSION_COOKIE)).toBeDefined();
  });

  it("skips its refresh when another tab refreshed the session meanwhile, and uses the new tokens", async () => {
    await backend.logInMarie();
    await renderSession();
    await advance(600);
    await waitFor(() => expect(session()).toBe("logged-in:Marie"));
    const otherTab = {
      cypherVersion: 3,
      token: "from-another-tab",
      refreshToken: "from-another-tab",
      refreshedAt: Date.now() + 1000,
    };
    Cookies.set(SESSION_COOKIE, JSON.stringify(otherTab), { path: "/" });
    await advance(V3_REFRESH_INTERVAL_MS + 1000);
    expect(refreshCalls()).toBe(1);
    expect(cookieToken()).toBe("from-another-tab");
    expect(session()).toBe("logged-in:Marie");
  });
});
