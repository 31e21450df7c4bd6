import { TRACKED_VENDOR_IDS } from "../../../lib/tracking/vendors";
import type { ConsentSnapshot } from "../core/consent-state";

/** What the consent banner reports, read through its API (see didomi-api.ts). */
export interface BannerReport {
  regulation: string;
  consentRequired: boolean;
  /** The visitor has not chosen yet (Didomi's shouldConsentBeCollected). */
  choicePending: boolean;
  requiredVendorIds: readonly string[];
  vendorEnabled: Readonly<Record<string, boolean>>;
  purposeEnabled: Readonly<Record<string, boolean>>;
}

const anyDenied = (statuses: Readonly<Record<string, boolean>>) => Object.values(statuses).some((enabled) => !enabled);

/**
 * SPEC §4 "Tracking consent": gdpr is granted only if every required vendor among
 * the three has consent, or when consent is not required; ccpa and cpra are
 * granted unless do-not-sell was chosen (a purpose switched off: Didomi's US
 * notices carry the sale/share opt-out as purposes); any other regime is granted: SPEC §9's cpa,
 * ctdpa, vcdpa and tdpsa, "none", and a regulation Didomi adds later (docs/decisions.md).
 */
export function consentFromReport(report: BannerReport): ConsentSnapshot {
  const purposesDenied = anyDenied(report.purposeEnabled);
  const regulation = report.regulation.toLowerCase();
  if (regulation === "gdpr") {
    if (!report.consentRequired) return { state: "granted", purposesDenied };
    if (report.choicePending) return { state: "unknown", purposesDenied };
    const required = TRACKED_VENDOR_IDS.filter((id) => report.requiredVendorIds.includes(id));
    const granted = required.every((id) => report.vendorEnabled[id] === true);
    return { state: granted ? "granted" : "refused", purposesDenied };
  }
  if (regulation === "ccpa" || regulation === "cpra") {
    return { state: purposesDenied ? "refused" : "granted", purposesDenied };
  }
  return { state: "granted", purposesDenied };
}
