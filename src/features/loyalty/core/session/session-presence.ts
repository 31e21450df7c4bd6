/**
 * The few bytes every page needs to know whether a member session may exist,
 * without loading the member-area code (SPEC §3 storage key token_clubcgr).
 */
export const SESSION_COOKIE = "token_clubcgr";
/** Second storage key of SPEC §3, version 1 only. */
export const USER_SESSION_ID_COOKIE = "userSessionId";
/** The tabs' channel for logins and logouts (session-sync.ts). */
export const SESSION_CHANNEL = "loyalty-session";
const SESSION_CHANGE_EVENT = "loyalty:session-change";
const MEMBER_LOGIN_EVENT = "loyalty:member-login";

const sessionCookieValue = (): string | undefined =>
  typeof document === "undefined"
    ? undefined
    : document.cookie
        .split("; ")
        .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`))
        ?.slice(SESSION_COOKIE.length + 1);

export const hasSessionCookie = (): boolean => sessionCookieValue() !== undefined;

/**
 * Whether a member counts as logged in (analytics' isLoggedIn): a session cookie that is not marked as an
 * expired member's (SPEC §4: an expired member counts as absent; session-lifecycle.ts writes the mark).
 */
export function memberCountsAsLoggedIn(): boolean {
  const value = sessionCookieValue();
  if (value === undefined) return false;
  try {
    return (JSON.parse(decodeURIComponent(value)) as { expired?: unknown }).expired !== true;
  } catch {
    return false;
  }
}

/** Tells this tab's components that the session was created or ended. */
export const announceSessionChange = (): void => {
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
};

export function onSessionChange(listener: () => void): () => void {
  window.addEventListener(SESSION_CHANGE_EVENT, listener);
  return () => window.removeEventListener(SESSION_CHANGE_EVENT, listener);
}

/** Tells this tab a member has just logged in (the marketing tracker's login event, SPEC §7, listens). */
export const announceMemberLogin = (memberId: string): void => {
  window.dispatchEvent(new CustomEvent<string>(MEMBER_LOGIN_EVENT, { detail: memberId }));
};

export function onMemberLogin(listener: (memberId: string) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<string>).detail);
  window.addEventListener(MEMBER_LOGIN_EVENT, handle);
  return () => window.removeEventListener(MEMBER_LOGIN_EVENT, handle);
}
