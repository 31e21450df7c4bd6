/** SPEC §4 "Tracking consent": unknown until the banner reports, then granted or refused. */
export type ConsentState = "unknown" | "granted" | "refused";

export interface ConsentSnapshot {
  state: ConsentState;
  /** Some consent purpose was switched off (the marketing tracker then sends no member data, SPEC §7). */
  purposesDenied: boolean;
}

export const UNKNOWN_CONSENT: ConsentSnapshot = { state: "unknown", purposesDenied: false };
/** Consent management disabled: nothing waits for a banner. */
export const CONSENT_NOT_MANAGED: ConsentSnapshot = { state: "granted", purposesDenied: false };

export const sameConsent = (a: ConsentSnapshot, b: ConsentSnapshot) =>
  a.state === b.state && a.purposesDenied === b.purposesDenied;
