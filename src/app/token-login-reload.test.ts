// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import type * as SiteConfigModule from "../config/site-config";
import { setUpTestLoyalty } from "../features/loyalty/core/test-support/test-loyalty-backend";
import { readSessionCookie } from "../features/loyalty/core/session/session-cookie";
import type * as BrowserHooks from "./browser-hooks";
import { ticketingToken } from "../features/loyalty/core/test-support/ticketing-token";

// A version-1 site (provider NONE): the settings, the proxy and the sandbox all speak version 1.
vi.mock("../config/site-config", async (importOriginal) => {
  const original = await importOriginal<typeof SiteConfigModule>();
  const { siteConfig } = original;
  return { ...original, siteConfig: { ...siteConfig, loyalty: { ...siteConfig.loyalty, provider: "NONE" } } };
});

/** The login's chunk, failing to load while `chunk.failing` is set, as webpack's import() of a missing chunk does. */
const TOKEN_LOGIN = "../features/loyalty/core/session/token-login";
/** `loads`: the tries to load it; `loaded`: the loads that gave the module. */
const chunk = { failing: false, loads: 0, loaded: 0 };
const loginChunk = async (importOriginal: () => Promise<unknown>) => {
  chunk.loads += 1;
  if (chunk.failing) throw Object.assign(new Error("Loading chunk 4521 failed."), { name: "ChunkLoadError" });
  const module = await importOriginal();
  chunk.loaded += 1;
  return module;
};

const realFetch = globalThis.fetch;
const backend = setUpTestLoyalty({ provider: "NONE" });

/** A page load: the browser keeps the address, the cookies and this tab's session storage; the modules start afresh. */
async function loadPage(): Promise<typeof BrowserHooks> {
  vi.resetModules();
  vi.doMock(TOKEN_LOGIN, loginChunk); // registered again: vitest would keep the last page's module
  const hooks = await import("./browser-hooks");
  await hooks.onClientEntry();
  return hooks;
}

/** Gatsby renders the page (production-app.js, once its start-up build-hash check has not reloaded it). */
const render = (hooks: typeof BrowserHooks) =>
  hooks.onRouteUpdate?.({ location: window.location, prevLocation: null } as never, {} as never);

/** Unloading a page ends its requests: they never answer. */
const neverAnswer = () => vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined));

const address = () => `${window.location.pathname}${window.location.search}`;
const storedText = () => Object.values(window.sessionStorage).join(" ");
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
/** Module loading is slow in tests (each page loads its modules afresh). */
const LOADING = { timeout: 10_000 };
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  window.sessionStorage.clear();
  chunk.failing = false;
  chunk.loads = 0;
  chunk.loaded = 0;
  vi.doUnmock(TOKEN_LOGIN);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("a member arriving with the ticketing site's token when a new build is deployed (issue 34)", () => {
  it("Gatsby's start-up reload (app-data.json's build hash differs) does not lose the token: the member ends logged in, once", async () => {
    const token = await ticketingToken(realFetch, backend.baseUrl);
    window.history.replaceState(null, "", `/films/?token=${token}&utm_source=billetterie`);
    const backendFetch = globalThis.fetch;
    globalThis.fetch = neverAnswer();
    await loadPage();
    expect(address()).toBe("/films/?utm_source=billetterie");
    // The login's code is there before Gatsby has fetched app-data.json; what it started, it started by now.
    await vi.waitFor(() => expect(chunk.loaded).toBe(1), LOADING);
    await settle();
    // production-app.js: the page's hash differs from app-data.json's, window.location.reload() before rendering.
    globalThis.fetch = backendFetch;
    expect(backend.calls).toEqual([]);

    render(await loadPage());
    await vi.waitFor(() => expect(readSessionCookie()).toMatchObject({ cypherVersion: 1, memberId: "10000001" }), LOADING);
    expect(backend.calls).toEqual(["LoginByToken"]);
    expect(address()).toBe("/films/?utm_source=billetterie");
    expect(storedText()).not.toContain(token);

    // Another page load (a link followed before hydration, navigation.js's full load): no second login.
    render(await loadPage());
    await settle();
    expect(backend.calls).toEqual(["LoginByToken"]);
  });

  it("a login cut off by leaving the page is tried at the next page, whose login ends it", async () => {
    const token = await ticketingToken(realFetch, backend.baseUrl);
    window.history.replaceState(null, "", `/?token=${token}`);
    const first = await loadPage();
    const backendFetch = globalThis.fetch;
    const cutOff = neverAnswer();
    globalThis.fetch = cutOff;
    render(first);
    await vi.waitFor(() => expect(cutOff).toHaveBeenCalledOnce(), LOADING);
    globalThis.fetch = backendFetch;

    render(await loadPage());
    await vi.waitFor(() => expect(readSessionCookie()).toMatchObject({ memberId: "10000001" }), LOADING);
    expect(backend.calls).toEqual(["LoginByToken"]);
    expect(storedText()).not.toContain(token);
  });

  it("a dead token is let go once the backend refuses it", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    window.history.replaceState(null, "", "/?token=dead-token");
    render(await loadPage());
    await vi.waitFor(() => expect(backend.calls).toEqual(["LoginByToken"]), LOADING);
    await settle();
    expect(storedText()).not.toContain("dead-token");
    render(await loadPage());
    await settle();
    expect(backend.calls).toEqual(["LoginByToken"]);
    expect(readSessionCookie()).toBeNull();
  });
});

describe("the login's code cannot load (issue 34: a failed chunk outside LazyPart)", () => {
  // A rejection left unhandled would fail this file's run (vitest reports it): in a browser, Gatsby would reload.
  it("is tried again, then the token waits for the next page, with no reload and no address change", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const token = await ticketingToken(realFetch, backend.baseUrl);
    window.history.replaceState(null, "", `/films/?token=${token}`);
    chunk.failing = true;
    const page = await loadPage();
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    render(page);
    // The clock moves on while each try waits for the module loader (vi.waitFor keeps the real timers).
    await vi.waitFor(() => {
      vi.advanceTimersByTime(500);
      expect(warn).toHaveBeenCalledWith(
        "Login by token: its code could not load; tried again at the next page.",
        expect.anything(),
      );
    }, LOADING);
    vi.useRealTimers();
    expect(chunk.loads).toBe(4); // the head start at onClientEntry, then three tries
    expect(address()).toBe("/films/");
    expect(backend.calls).toEqual([]);

    chunk.failing = false;
    render(page); // the visitor's next page, a client-side navigation
    await vi.waitFor(() => expect(readSessionCookie()).toMatchObject({ memberId: "10000001" }), LOADING);
    expect(backend.calls).toEqual(["LoginByToken"]);
  });
});
