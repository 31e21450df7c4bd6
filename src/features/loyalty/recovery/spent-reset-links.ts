import type { ResetLink } from "../core/api/member-api";

/**
 * The reset links this browser has used, as SHA-256 digests of their codes (never a code). A version-3 backend
 * cannot be asked whether a code is still good without posting a password (SPEC §4), but a link opened again
 * where it served is known to be spent.
 */
const SPENT_KEY = "cinema.spentResetLinks";
const KEPT = 20;

async function digestOf(link: ResetLink): Promise<string | null> {
  const code = link.resetCode ?? link.token;
  if (!code || !globalThis.crypto?.subtle) return null; // no digest outside a secure context: nothing kept
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(code));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function readSpent(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(SPENT_KEY) ?? "[]");
    return Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === "string") : [];
  } catch {
    return [];
  }
}

export async function rememberSpentLink(link: ResetLink): Promise<void> {
  const digest = await digestOf(link);
  if (!digest) return;
  try {
    localStorage.setItem(SPENT_KEY, JSON.stringify([digest, ...readSpent().filter((kept) => kept !== digest)].slice(0, KEPT)));
  } catch {
    // Storage refused: the link opened again shows the form, and the backend refuses the code (57).
  }
}

export async function wasSpentHere(link: ResetLink): Promise<boolean> {
  const digest = await digestOf(link);
  return digest !== null && readSpent().includes(digest);
}
