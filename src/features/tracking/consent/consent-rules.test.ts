import { describe, expect, it } from "vitest";
import { TRACKED_VENDOR_IDS } from "../../../lib/tracking/vendors";
import { consentFromReport, type BannerReport } from "./consent-rules";

const [googleAnalytics, google, adobe] = TRACKED_VENDOR_IDS;
const allVendors = { [googleAnalytics]: true, [google]: true, [adobe]: true };

const report = (overrides: Partial<BannerReport>): BannerReport => ({
  regulation: "gdpr",
  consentRequired: true,
  choicePending: false,
  requiredVendorIds: [...TRACKED_VENDOR_IDS],
  vendorEnabled: allVendors,
  purposeEnabled: { cookies: true, analytics: true },
  ...overrides,
});

describe("consentFromReport (SPEC §4)", () => {
  it.each<[string, Partial<BannerReport>, "unknown" | "granted" | "refused"]>([
    ["gdpr, all three vendors consented", {}, "granted"],
    ["gdpr, no choice made yet", { choicePending: true, vendorEnabled: {} }, "unknown"],
    ["gdpr, Google missing", { vendorEnabled: { ...allVendors, [google]: false } }, "refused"],
    ["gdpr, Adobe Analytics missing", { vendorEnabled: { [googleAnalytics]: true, [google]: true } }, "refused"],
    [
      "gdpr, a vendor not required by the notice may be refused",
      {
        requiredVendorIds: [googleAnalytics, google],
        vendorEnabled: { [googleAnalytics]: true, [google]: true, [adobe]: false },
      },
      "granted",
    ],
    ["gdpr, other vendors do not count", { vendorEnabled: { ...allVendors, "c:other": false } }, "granted"],
    ["gdpr, consent not required", { consentRequired: false, vendorEnabled: {} }, "granted"],
    ["GDPR in capitals", { regulation: "GDPR", vendorEnabled: { ...allVendors, [google]: false } }, "refused"],
    ["ccpa, no do-not-sell", { regulation: "ccpa", vendorEnabled: {} }, "granted"],
    ["ccpa, do-not-sell chosen", { regulation: "ccpa", purposeEnabled: { sell: false } }, "refused"],
    ["cpra, do-not-sell chosen", { regulation: "cpra", purposeEnabled: { sell: false, share: true } }, "refused"],
    ["cpra, nothing refused", { regulation: "cpra" }, "granted"],
    // SPEC §9's other regulations: « any other regime » of SPEC §4, whatever the visitor refused.
    ["vcdpa, purposes refused", { regulation: "vcdpa", purposeEnabled: { sell: false } }, "granted"],
    ["cpa, purposes refused", { regulation: "cpa", vendorEnabled: {}, purposeEnabled: { sell: false } }, "granted"],
    ["ctdpa, purposes refused", { regulation: "ctdpa", purposeEnabled: { sell: false } }, "granted"],
    ["tdpsa, purposes refused", { regulation: "tdpsa", purposeEnabled: { sell: false } }, "granted"],
    ["no regulation", { regulation: "none", vendorEnabled: {} }, "granted"],
  ])("%s → %s", (_name, overrides, expected) => {
    expect(consentFromReport(report(overrides)).state).toBe(expected);
  });

  it.each([
    [{ cookies: true, analytics: true }, false],
    [{ cookies: true, analytics: false }, true],
    [{}, false],
  ])("purposes %o: some denied = %s", (purposeEnabled, denied) => {
    expect(consentFromReport(report({ purposeEnabled })).purposesDenied).toBe(denied);
  });
});
