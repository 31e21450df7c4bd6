// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import type * as SiteConfigModule from "../../../../config/site-config";
import { loyaltyQueryClient } from "../query-client";
import { setUpTestLoyalty } from "../test-support/test-loyalty-backend";
import { readSessionCookie } from "./session-cookie";
import type { LoyaltySession } from "./session-lifecycle";
import { sessionQueryKey } from "./session-query";
import { holdArrivalToken, startTokenLogin } from "./token-arrival";
import { ticketingToken } from "../test-support/ticketing-token";

// A version-1 site (provider NONE): the settings, the proxy and the sandbox all speak version 1.
vi.mock("../../../../config/site-config", async (importOriginal) => {
  const original = await importOriginal<typeof SiteConfigModule>();
  const { siteConfig } = original;
  return { ...original, siteConfig: { ...siteConfig, loyalty: { ...siteConfig.loyalty, provider: "NONE" } } };
});

// The real fetch, kept before the test backend routes the proxy's calls through its handler.
const realFetch = globalThis.fetch;
const backend = setUpTestLoyalty({ provider: "NONE" });

const address = () => `${window.location.pathname}${window.location.search}`;
const session = () => loyaltyQueryClient.getQueryData<LoyaltySession | null>(sessionQueryKey);

describe("login by token on a version-1 site (SPEC §7, real proxy and sandbox as NONE)", () => {
  it("a member arriving with the ticketing site's token is logged in; the token leaves the address at once", async () => {
    const token = await ticketingToken(realFetch, backend.baseUrl);
    window.history.replaceState(null, "", `/films/?token=${token}&utm_source=billetterie`);
    const entries = window.history.length;
    holdArrivalToken();
    expect(address()).toBe("/films/?utm_source=billetterie");
    expect(window.history.length).toBe(entries);
    startTokenLogin();
    await vi.waitFor(() => expect(session()?.member.firstName).toBe("Marie"));
    expect(backend.calls).toEqual(["LoginByToken"]);
    expect(readSessionCookie()).toMatchObject({ cypherVersion: 1, memberId: "10000001" });
    expect(readSessionCookie()?.token).not.toBe(token);
  });

  it("a dead token logs nobody in, and is gone from the address all the same", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    window.history.replaceState(null, "", "/?token=dead-token");
    holdArrivalToken();
    expect(address()).toBe("/");
    startTokenLogin();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith("Login by token failed (2)"));
    expect(backend.calls).toEqual(["LoginByToken"]);
    expect(readSessionCookie()).toBeNull();
  });
});
