/** SPEC §9: the Google data layer's name. */
export const DATA_LAYER_NAME = "dataLayer";

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    _satellite?: { track(identifier: string, detail?: Record<string, string>): void };
  }
}

export const dataLayer = (): unknown[] => (window[DATA_LAYER_NAME] ??= []);
