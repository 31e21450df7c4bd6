import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LinkProvider } from "../components/site-link/link-context";
import { readRememberedCard, rememberCard } from "../features/loyalty/core/session/remembered-card";
import { SESSION_COOKIE } from "../features/loyalty/core/session/session-presence";
import { setUpTestLoyalty } from "../features/loyalty/core/test-support/test-loyalty-backend";
import { MemberEntry } from "../features/loyalty/member-entry/member-entry";
import { renderWithProviders } from "../test/render";
import { linkActions } from "./link-actions";

/** The logout's chunk: its first `failures` loads fail, as webpack's import() of a chunk it cannot fetch does. */
const LOG_OUT = "../features/loyalty/core/session/log-out";
const chunk = { failures: 0, loads: 0 };
const chunkLoad = async (importOriginal: () => Promise<unknown>) => {
  chunk.loads += 1;
  if (chunk.failures > 0) {
    chunk.failures -= 1;
    throw Object.assign(new Error("Loading chunk 7313 failed."), { name: "ChunkLoadError" });
  }
  return importOriginal();
};

beforeEach(() => {
  chunk.loads = 0;
  // Registered for each test: vitest keeps a mocked module once loaded.
  vi.doMock(LOG_OUT, chunkLoad);
});

afterEach(() => {
  vi.doUnmock(LOG_OUT);
  vi.useRealTimers();
});

const backend = setUpTestLoyalty();
// The member code loads in the first test, the tries wait for the module loader.
vi.setConfig({ testTimeout: 20_000 });

/** Moves the tries' clock on, each try waiting for the module loader meanwhile, until `assertion` holds. */
const withClockUntil = (assertion: () => void) =>
  vi.waitFor(
    async () => {
      await act(() => vi.advanceTimersByTimeAsync(500));
      assertion();
    },
    { timeout: 10_000 },
  );

/** The header's entry as the site builds it, with the page's link actions (#loyalty-logout logs out). */
async function logOutFromTheMenu() {
  await backend.logInMarie();
  rememberCard("4000123412341234");
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  renderWithProviders(
    <LinkProvider actions={linkActions} pathname="/films/" search="">
      <MemberEntry returnTo="/films/" />
    </LinkProvider>,
  );
  await user.click(await screen.findByRole("button", { name: /, Marie$/ }, { timeout: 5_000 }));
  await user.click(screen.getByRole("link", { name: "Se déconnecter" }));
}

describe("the « Se déconnecter » link when the member code cannot load (issue 34: a failed chunk outside LazyPart)", () => {
  it("tries the code again, then logs the member out on this device: no reload, no lost click", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    chunk.failures = Infinity;
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout"] });
    await logOutFromTheMenu();
    await withClockUntil(() => expect(screen.getByRole("link", { name: "Espace fidélité" })).toHaveFocus());
    expect(screen.getByRole("status")).toHaveTextContent("Vous êtes déconnecté.");
    expect(chunk.loads).toBe(3);
    expect(Cookies.get(SESSION_COOKIE)).toBeUndefined();
    expect(readRememberedCard()).toBeNull();
    expect(backend.calls).not.toContain("Logout");
    expect(window.location.pathname).toBe("/");
    expect(warn).toHaveBeenCalledWith(
      "Logout: the member code could not load; the session ends on this device.",
      expect.anything(),
    );
  });

  it("a chunk that loads at the second try logs out as usual, on the server too", async () => {
    chunk.failures = 1;
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout"] });
    await logOutFromTheMenu();
    await withClockUntil(() => expect(screen.getByRole("link", { name: "Espace fidélité" })).toBeInTheDocument());
    expect(chunk.loads).toBe(2);
    expect(backend.calls.filter((call) => call === "Logout")).toHaveLength(1);
    expect(Cookies.get(SESSION_COOKIE)).toBeUndefined();
  });
});
