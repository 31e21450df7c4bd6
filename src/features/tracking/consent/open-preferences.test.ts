// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DidomiApi } from "./didomi-api";
import { openConsentPreferences } from "./open-preferences";

afterEach(() => {
  delete window.Didomi;
  vi.useRealTimers();
});

const sdkWithPreferences = () => {
  const show = vi.fn();
  return { show, sdk: { preferences: { show } } as unknown as DidomiApi };
};

describe("« Gérer mes cookies »: the consent preferences popup (SPEC §9: polled every 500 ms)", () => {
  it("opens at once when the banner's SDK is there", () => {
    const { show, sdk } = sdkWithPreferences();
    window.Didomi = sdk;
    openConsentPreferences();
    expect(show).toHaveBeenCalledTimes(1);
  });

  it("while the SDK loads, looks for it every 500 ms and opens at the first look that finds it", () => {
    vi.useFakeTimers();
    const { show, sdk } = sdkWithPreferences();
    openConsentPreferences();
    vi.advanceTimersByTime(1200);
    window.Didomi = sdk; // arrives between the looks at 1000 ms and 1500 ms
    vi.advanceTimersByTime(299);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it("gives up after 10 s without the SDK (blocked, offline)", () => {
    vi.useFakeTimers();
    openConsentPreferences();
    vi.advanceTimersByTime(10_000);
    expect(vi.getTimerCount()).toBe(0);
  });
});
