/**
 * The few bytes every page needs to know whether a member session may exist,
 * without loading the member-area code (SPEC §3 storage key token_clubcgr).
 */
export const SESSION_COOKIE = "token_clubcgr";
const SESSION_CHANGE_EVENT = "loyalty:session-change";
const MEMBER_LOGIN_EVENT = "loyalty:member-login";

export const hasSessionCookie = (): boolean =>
  typeof document !== "undefined" && document.cookie.split("; ").some((pair) => pair.startsWith(`${SESSION_COOKIE}=`));

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
