/**
 * The member identification the marketing tracker receives (SPEC §7: hashed): SHA-256 of the member id,
 * in lowercase hexadecimal. The id itself, the e-mail or the card number never leave the site.
 */
export async function hashMemberId(memberId: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(memberId.trim()));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
