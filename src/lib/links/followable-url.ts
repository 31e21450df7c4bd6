/**
 * An address from a backend answer that the browser may be sent to, or null: one absolute URL (no
 * whitespace or backslash inside, no `user:pass@` part) that `isAllowed` accepts; its normalised href.
 * Used for every address we follow out of an answer (wallet passes, the payment portal).
 */
export function followableUrl(answer: unknown, isAllowed: (url: URL) => boolean): string | null {
  if (typeof answer !== "string") return null;
  const text = answer.trim();
  if (/[\s\\]/.test(text) || !URL.canParse(text)) return null;
  const url = new URL(text);
  if (url.username || url.password) return null;
  return isAllowed(url) ? url.href : null;
}
