import type { AdSize, SizeMapping } from "./size-mapping";

/** The part of Google Publisher Tag's documented API we use (developers.google.com/publisher-tag/reference). */
export interface GoogleTagSlot {
  addService(service: GoogleTagPubAds): GoogleTagSlot;
  defineSizeMapping(mapping: SizeMapping): GoogleTagSlot;
  getSlotElementId(): string;
}

export interface GoogleTagPubAds {
  setTargeting(key: string, value: string | string[]): GoogleTagPubAds;
  clearTargeting(key?: string): GoogleTagPubAds;
  enableSingleRequest(): boolean;
  refresh(slots?: GoogleTagSlot[] | null): void;
  getSlots(): GoogleTagSlot[];
}

export interface GoogleTag {
  cmd: { push(...commands: (() => void)[]): number };
  defineSlot(adUnitPath: string, size: AdSize | [number, number][], divId: string): GoogleTagSlot | null;
  pubads(): GoogleTagPubAds;
  enableServices(): void;
  display(divId: string): void;
  destroySlots(slots?: GoogleTagSlot[]): boolean;
}

declare global {
  interface Window {
    googletag?: GoogleTag;
    /** Handed to the custom ad script (CUSTOM_WITHOUT_WRAPPER) before it loads. */
    adsConsentConfig?: Record<string, unknown>;
  }
}

/** GPT's documented bootstrap: commands queue in googletag.cmd until gpt.js runs them. */
export const googletag = (): GoogleTag => (window.googletag ??= { cmd: [] } as unknown as GoogleTag);
