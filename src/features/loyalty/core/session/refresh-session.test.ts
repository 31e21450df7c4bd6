// @vitest-environment jsdom
import Cookies from "js-cookie";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setUpTestLoyalty } from "../test-support/test-loyalty-backend";
import { readSessionCookie, writeSessionCookie } from "./session-cookie";
import { SESSION_COOKIE } from "./session-presence";
import { REFRESH_LEASE_KEY } from "./refresh-lock";
import { refreshSession, type LoyaltySession } from "./session-lifecycle";

const backend = setUpTestLoyalty();
afterEach(() => {
  setLocks(undefined);
  vi.restoreAllMocks();
});

/** The Web Locks API as browsers implement it for one origin: one holder per name, the others queue. */
function fakeLockManager() {
  const queues = new Map<string, Promise<unknown>>();
  let held = 0;
  let maxHeld = 0;
  const request = (name: string, _options: LockOptions, work: () => Promise<unknown>) => {
    const previous = queues.get(name) ?? Promise.resolve();
    const run = previous.then(async () => {
      held += 1;
      maxHeld = Math.max(maxHeld, held);
      try {
        return await work();
      } finally {
        held -= 1;
      }
    });
    queues.set(
      name,
      run.catch(() => {}),
    );
    return run;
  };
  return { locks: { request } as unknown as LockManager, maxHeld: () => maxHeld };
}

/** jsdom has no navigator.locks: each test says whether this "browser" has the API. */
const setLocks = (locks: LockManager | undefined) =>
  Object.defineProperty(navigator, "locks", { value: locks, configurable: true });
const withLocks = () => {
  const fake = fakeLockManager();
  setLocks(fake.locks);
  return fake;
};
const refreshCalls = () => backend.calls.filter((route) => route === "RefreshLogin").length;

/** Several tabs of one browser start at once: each refreshes with nothing seen yet (SPEC §4 start). */
const tabsStartingAtOnce = (count: number) => Promise.all(Array.from({ length: count }, () => refreshSession(undefined)));

describe("refreshSession across tabs (issue 7, hole 6)", () => {
  it("with Web Locks, four tabs starting at once all stay logged in, refreshing one after another", async () => {
    const fake = withLocks();
    await backend.logInMarie();
    const sessions = await tabsStartingAtOnce(4);
    expect(sessions.map((session) => session?.member.firstName)).toEqual(["Marie", "Marie", "Marie", "Marie"]);
    expect(fake.maxHeld()).toBe(1);
    expect(refreshCalls()).toBe(4);
    // The cookie holds live tokens: one more refresh succeeds.
    expect(readSessionCookie()).not.toBeNull();
    expect((await refreshSession(undefined))?.member.firstName).toBe("Marie");
  });

  it("without Web Locks, three tabs starting at once take turns through a lease in localStorage: all stay logged in", async () => {
    setLocks(undefined);
    await backend.logInMarie();
    const sessions = await tabsStartingAtOnce(3);
    expect(sessions.map((session) => session?.member.firstName)).toEqual(["Marie", "Marie", "Marie"]);
    expect(refreshCalls()).toBe(3);
    expect(localStorage.getItem(REFRESH_LEASE_KEY)).toBeNull();
    expect((await refreshSession(undefined))?.member.firstName).toBe("Marie");
  });

  it("without Web Locks or storage (a private mode that refuses it), a tab still refreshes its session", async () => {
    setLocks(undefined);
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("refused", "QuotaExceededError");
    });
    await backend.logInMarie();
    expect((await refreshSession(undefined))?.member.firstName).toBe("Marie");
    expect(readSessionCookie()).not.toBeNull();
  });

  it("a tab that saw the tokens before another tab refreshed them adopts the new ones without a call", async () => {
    withLocks();
    await backend.logInMarie();
    const first = (await refreshSession(undefined))!;
    const seenByOtherTab: LoyaltySession = { ...first, refreshedAt: first.refreshedAt - 1 };
    const adopted = await refreshSession(seenByOtherTab);
    expect(adopted).toEqual({ member: first.member, refreshedAt: first.refreshedAt });
    expect(refreshCalls()).toBe(1);
  });

  it("a refusal of the tokens the cookie still holds clears the session", async () => {
    withLocks();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await backend.logInMarie();
    backend.override("RefreshLogin", { peachCode: 2, statusCode: 401 });
    expect(await refreshSession(undefined)).toBeNull();
    expect(Cookies.get(SESSION_COOKIE)).toBeUndefined();
  });

  it("a refusal of tokens another tab already rotated keeps that tab's session, and retries with its tokens", async () => {
    withLocks();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const stale = await backend.logInMarie();
    const release = backend.hold("RefreshLogin");
    const refreshing = refreshSession(undefined);
    await vi.waitFor(() => expect(refreshCalls()).toBe(1));
    // Meanwhile a tab of a browser without Web Locks rotates the same tokens and stores the new ones.
    const rotated = await backend.refreshDirectly(stale.refreshToken);
    writeSessionCookie({ cypherVersion: 3, ...rotated, refreshedAt: Date.now() }, 1);
    release();
    const session = await refreshing;
    expect(session?.member.firstName).toBe("Marie");
    // The stale call was refused (its token was used up); the retry used the other tab's tokens.
    expect(refreshCalls()).toBe(2);
    expect(readSessionCookie()).not.toBeNull();
    expect(readSessionCookie()?.refreshToken).not.toBe(stale.refreshToken);
  });

  it("a refresh that answers after a logout does not bring the session back", async () => {
    withLocks();
    await backend.logInMarie();
    const release = backend.hold("RefreshLogin");
    const refreshing = refreshSession(undefined);
    await vi.waitFor(() => expect(refreshCalls()).toBe(1));
    Cookies.remove(SESSION_COOKIE, { path: "/" });
    release();
    expect(await refreshing).toBeNull();
    expect(Cookies.get(SESSION_COOKIE)).toBeUndefined();
  });
});

describe("refreshSession and the answers SPEC §7 allows (issue 8)", () => {
  it("an answer with statusCode 200, memberDetails and tokens but no peachCode is a success", async () => {
    await backend.logInMarie();
    const before = readSessionCookie()!;
    await backend.setAnswerModes({ refresh: "status-only" });
    try {
      const session = await refreshSession(undefined);
      expect(session?.member.firstName).toBe("Marie");
      const after = readSessionCookie();
      expect(after?.refreshToken).toBeDefined();
      expect(after?.refreshToken).not.toBe(before.refreshToken);
      // The stored tokens are the live ones: the next refresh succeeds too.
      expect((await refreshSession(undefined))?.member.firstName).toBe("Marie");
    } finally {
      await backend.setAnswerModes({ refresh: "envelope" });
    }
  });
});
