import type { ResetLink } from "../core/api/member-api";

const SECRET_NAMES = ["resetCode", "uid", "token"] as const;

/** The reset link's values, and the same address without its secrets (to replace the one in the address bar). */
export function readResetLink(href: string): { link: ResetLink; email: string | null; cleanHref: string | null } {
  const url = new URL(href);
  const link: ResetLink = {
    resetCode: url.searchParams.get("resetCode"),
    uid: url.searchParams.get("uid"),
    token: url.searchParams.get("token"),
  };
  const hadSecret = SECRET_NAMES.some((name) => url.searchParams.has(name));
  for (const name of SECRET_NAMES) url.searchParams.delete(name);
  return { link, email: url.searchParams.get("email"), cleanHref: hadSecret ? `${url.pathname}${url.search}${url.hash}` : null };
}
