/**
 * The member's card number kept on this device (issue 13), so « Ma carte » can still show the card and its
 * code with no signal (a cinema's box office is often underground). Only the number: no name, no token.
 * Written when the member opens « Ma carte », removed whenever the session ends on this device.
 */
const STORAGE_KEY = "cinema.memberCard";

export function rememberCard(cardNumber: string): void {
  try {
    if (cardNumber) localStorage.setItem(STORAGE_KEY, cardNumber);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode, quota): the card simply is not available offline.
  }
}

export function readRememberedCard(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function forgetCard(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored when storage is refused.
  }
}
