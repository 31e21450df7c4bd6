import { describe, expect, it } from "vitest";
import { siteConfig } from "../../../../config/site-config";
import { siteSchema } from "../../../../domain/site-schema";
import type { LoyaltyProvider } from "../../../../domain/site-values";
import { resolveLoyaltySettings } from "./resolve-loyalty-settings";

/**
 * A site whose loyalty setting is read through the content schema, so what it
 * leaves out takes the schema's defaults (the only defaults there are).
 */
const site = (provider: LoyaltyProvider | undefined, extra: Record<string, unknown> = {}) => {
  const { provider: _demoProvider, type: _type, scannableCodeFormat: _code, cardType: _card, ...required } = siteConfig.loyalty;
  const { allowExpiredLogin: _expired, displayOriginalErrorMessage: _original, circuitId: _circuit, ...rest } = required;
  return {
    circuit: { id: "77", name: "Circuit", slug: "circuit" },
    theaterIds: ["1042"],
    loyalty: siteSchema.shape.loyalty.parse({
      ...rest,
      clubId: "12",
      balanceTypes: ["VISITS"],
      ...(provider ? { provider } : {}),
      ...extra,
    }),
  };
};

describe("resolveLoyaltySettings (SPEC §3, §4)", () => {
  it.each([
    // provider, version, cinemaId, refresh interval
    [undefined, 1, null, 600_000],
    ["NONE", 1, null, 600_000],
    ["RTS", 1, null, 600_000],
    ["VISTA", 1, null, 600_000],
    ["BOOST_POS", 3, "1042", 85_800_000],
    ["BOOST_POS_WITHOUT_LOYALTY", 3, "1042", 85_800_000],
    ["TAPOS", 3, "1042", 85_800_000],
    ["CGR", 3, "1042", 85_800_000],
  ] as const)("%s → version %i, cinema %s, refresh every %i ms", (provider, version, cinemaId, interval) => {
    const settings = resolveLoyaltySettings(site(provider));
    expect(settings.version).toBe(version);
    expect(settings.cinemaId).toBe(cinemaId);
    expect(settings.refreshIntervalMs).toBe(interval);
    expect(settings.provider).toBe(provider ?? "NONE");
  });

  it.each([
    ["BOOST_POS", ["POINTS"]],
    ["BOOST_POS_WITHOUT_LOYALTY", ["POINTS"]],
    ["TAPOS", ["VISITS"]],
    ["CGR", ["VISITS"]],
    ["NONE", ["VISITS"]],
  ] as const)("%s balance types → %j", (provider, balanceTypes) => {
    expect(resolveLoyaltySettings(site(provider)).balanceTypes).toEqual(balanceTypes);
  });

  it.each([
    // provider, loyalty circuitId, expected
    ["CGR", "900", "77"],
    ["CGR", null, "77"],
    ["BOOST_POS", "900", "900"],
    ["BOOST_POS", null, "77"],
    ["TAPOS", "900", "900"],
    ["TAPOS", null, "77"],
    ["NONE", "900", "900"],
  ] as const)("%s with loyalty circuit %s → circuitId %s", (provider, circuitId, expected) => {
    expect(resolveLoyaltySettings(site(provider, { circuitId })).circuitId).toBe(expected);
  });

  it.each([
    ["RTS", "TIERED", "NON_TIERED"],
    ["RTS", undefined, "NON_TIERED"],
    ["CGR", "TIERED", "TIERED"],
    ["CGR", undefined, "NONE"],
  ] as const)("%s with type %s → %s", (provider, type, expected) => {
    expect(resolveLoyaltySettings(site(provider, type ? { type } : {})).type).toBe(expected);
  });

  it("takes the content schema's defaults: QR_CODE, provider NONE, DEMATERIALIZED card", () => {
    const settings = resolveLoyaltySettings(site(undefined));
    expect(settings.scannableCodeFormat).toBe("QR_CODE");
    expect(settings.provider).toBe("NONE");
    expect(settings.cardType).toBe("DEMATERIALIZED");
    expect(settings.allowExpiredLogin).toBe(false);
    expect(settings.displayOriginalErrorMessage).toBe(false);
  });

  it("keeps configured values", () => {
    const settings = resolveLoyaltySettings(site("CGR", { scannableCodeFormat: "BARCODE", cardType: "PHYSICAL" }));
    expect(settings.scannableCodeFormat).toBe("BARCODE");
    expect(settings.cardType).toBe("PHYSICAL");
    expect(settings.clubId).toBe("12");
  });
});
