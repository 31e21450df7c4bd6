import type { BannerReport } from "./consent-rules";

/** The part of Didomi's documented Web SDK API we use (developers.didomi.io, Web SDK reference). */
export interface DidomiApi {
  isConsentRequired(): boolean;
  shouldConsentBeCollected(): boolean;
  getRequiredVendors(): { id: string }[];
  getCurrentUserStatus(): {
    regulation?: string;
    vendors: Record<string, { id: string; enabled: boolean }>;
    purposes: Record<string, { id: string; enabled: boolean }>;
  };
  preferences: { show(): void };
}

export interface DidomiEventListener {
  event: string;
  listener: (event: unknown) => void;
}

declare global {
  interface Window {
    Didomi?: DidomiApi;
    didomiOnReady?: ((didomi: DidomiApi) => void)[];
    didomiEventListeners?: DidomiEventListener[];
    didomiConfig?: Record<string, unknown>;
  }
}

const enabledById = (entries: Record<string, { enabled: boolean }>) =>
  Object.fromEntries(Object.entries(entries).map(([id, status]) => [id, status.enabled === true]));

/** What the banner says now, in the terms of SPEC §4. */
export function readBannerReport(didomi: DidomiApi): BannerReport {
  const status = didomi.getCurrentUserStatus();
  return {
    regulation: status.regulation ?? "gdpr",
    consentRequired: didomi.isConsentRequired(),
    choicePending: didomi.shouldConsentBeCollected(),
    requiredVendorIds: didomi.getRequiredVendors().map((vendor) => vendor.id),
    vendorEnabled: enabledById(status.vendors),
    purposeEnabled: enabledById(status.purposes),
  };
}
