import { followableUrl } from "../../../lib/links/followable-url";

/** The one origin a wallet "save" link may lead to (Google Wallet, SPEC §7 GooglePayForPasses). */
export const WALLET_ORIGIN = "https://pay.google.com";

/**
 * The wallet link of a raw answer, or null when it is anything but an https link of
 * WALLET_ORIGIN: the answer comes from the backend through the proxy, and a link we
 * follow must never be able to run script (`javascript:`), leave https or lead elsewhere
 * (`pay.google.com.evil.example`, `user@host` tricks).
 */
export const walletSaveLink = (answer: string): string | null => followableUrl(answer, (url) => url.origin === WALLET_ORIGIN);

/** A backend answer that is not a wallet link: not followed. */
export class UntrustedWalletLinkError extends Error {
  constructor() {
    super("The wallet answer is not a link of the wallet's own https origin; not followed.");
  }
}

/** The checked link of an answer, or an UntrustedWalletLinkError (logged, without the answer). */
export function trustedWalletLink(answer: string): string {
  const link = walletSaveLink(answer);
  if (link !== null) return link;
  console.warn("Wallet pass: the answer is not a Google Wallet link; not followed.");
  throw new UntrustedWalletLinkError();
}
