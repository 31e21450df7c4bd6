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

/** Google's gtag() as its snippet defines it: gtag.js and Tag Manager read an `arguments` object as a command, not an array. */
export function gtag(...command: unknown[]): void {
  window.gtag ??= function pushCommand() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer().push(arguments);
  };
  window.gtag(...command);
}

const isCommand = (entry: unknown): entry is ArrayLike<unknown> =>
  typeof entry === "object" && entry !== null && "length" in entry;

/** The gtag commands of this name in the data layer, oldest first. */
export const gtagCommands = (name: string): ArrayLike<unknown>[] =>
  dataLayer()
    .filter(isCommand)
    .filter((command) => command[0] === name);
