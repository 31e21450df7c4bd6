import { createHash } from "node:crypto";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { movioTrackerUrl } from "../../../lib/tracking/vendors";
import { QUEUE_DRAIN_MS } from "../analytics/analytics-queue";
import { UNTOLD_PAGE } from "../core/tracking-record";
import {
  consentState,
  loadPage,
  memberPresence,
  MOVIO_CUSTOMER,
  settingsWith,
  visit,
  LOADED,
} from "../test-support/tracking-page";
import { GDPR } from "../test-support/vendor-stand-ins";
import { ManageCookiesItem } from "./layout-parts";

// The cinema marketing tracker (SPEC §7) as its command queue receives it. The journey through the real login
// (the member id from the backend, the account page's view) is tests/e2e/movio.spec.ts.

const SETTINGS = settingsWith({
  analytics: { enableGoogleAnalytics: false, enableMovio: true, movioCustomerId: MOVIO_CUSTOMER },
});
const MEMBER_ID = "100042";
const click = (name: string) => fireEvent.click(screen.getByRole("button", { name }));

let current: ReturnType<typeof visit> | null = null;
beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  current?.end();
  vi.useRealTimers();
});

describe("the marketing tracker", { timeout: 30_000 }, () => {
  it("loads only after consent; a login sends the hashed member id and a login event, never the id itself", async () => {
    current = visit(GDPR);
    const member = memberPresence();
    await loadPage(SETTINGS, "/connexion/", UNTOLD_PAGE, member);
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "Accepter" })).toBeInTheDocument(), LOADED);
    await vi.advanceTimersByTimeAsync(QUEUE_DRAIN_MS);
    expect(current.scripts.some((url) => url.startsWith("https://tracker.movio.co/"))).toBe(false);

    click("Accepter");
    await vi.waitFor(() => expect(current!.scripts).toContain(movioTrackerUrl(MOVIO_CUSTOMER)), LOADED);
    await vi.advanceTimersByTimeAsync(QUEUE_DRAIN_MS);
    // Page views are not its business.
    expect(current.movio).toEqual([["init", MOVIO_CUSTOMER]]);

    const loggedInAt = Date.now();
    member.logIn(MEMBER_ID);
    await vi.waitFor(async () => {
      await vi.advanceTimersByTimeAsync(QUEUE_DRAIN_MS);
      expect(current!.movio).toHaveLength(3);
    }, LOADED);
    expect(current.movio.slice(1)).toEqual([
      ["identify", createHash("sha256").update(MEMBER_ID).digest("hex")],
      ["track", "login", { loginAt: expect.any(String) as string }],
    ]);
    const loginAt = (current.movio[2]![2] as { loginAt: string }).loginAt;
    expect(Math.abs(Date.parse(loginAt) - loggedInAt)).toBeLessThan(60_000);
    expect(JSON.stringify(current.movio)).not.toContain(`"${MEMBER_ID}"`);
  });

  it("with a consent purpose denied, sends no member identification and no login event", async () => {
    // A US regime: granted (the tracker runs), but the visitor switched a purpose off.
    current = visit({ ...GDPR, regulation: "vcdpa", consentRequired: false, purposes: ["sell"] });
    const member = memberPresence();
    await loadPage(SETTINGS, "/connexion/", UNTOLD_PAGE, member);
    renderWithProviders(
      <ul>
        <ManageCookiesItem settings={SETTINGS} />
      </ul>,
    );
    await vi.waitFor(() => expect(current!.scripts).toContain(movioTrackerUrl(MOVIO_CUSTOMER)), LOADED);
    click("Gérer mes cookies");
    click("Ne pas vendre mes données");
    expect(consentState()).toBe("granted");
    // The new outcome restarts the tracker, which is initialised again.
    await vi.waitFor(() => expect(current!.movio.filter(([command]) => command === "init")).toHaveLength(2), LOADED);

    member.logIn(MEMBER_ID);
    await vi.advanceTimersByTimeAsync(QUEUE_DRAIN_MS * 2);
    expect(current.movio.filter(([command]) => command !== "init")).toEqual([]);
  });
});
