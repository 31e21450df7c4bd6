import { isEmailShaped } from "../email";
import { withCampaign } from "./campaign";
import { isSameRegisteredDomain } from "./registered-domain";
import { withTrailingSlash } from "./trailing-slash";

/** What a link of the site does (SPEC §2 "Link behaviour"); the link component renders each kind. */
export type ResolvedLink =
  /**
   * A page of this site: navigated to in the page (SiteLink). A ticketing path's page is the hand-off,
   * which reads the member's session itself and carries the token on to the ticketing site (SPEC §4).
   */
  | { kind: "internal"; to: string }
  /**
   * A route of the site's Functions (`/api/…`, e.g. the booking redirect): not a
   * Gatsby page, so a plain same-window link, exactly as written (as a page it
   * would get a trailing slash and its page data, which does not exist, fetched ahead).
   */
  | { kind: "server"; href: string }
  /** An element of the current page: scroll to it and move the focus there. */
  | { kind: "hash"; id: string }
  | { kind: "logout" }
  /** The special target `#modal-{id}`: opens the page's modal `id` in the modal mount point. */
  | { kind: "modal"; id: string }
  /** mailto: and tel: links, and any http(s) link on a host of the site's own registered domain. */
  | { kind: "plain"; href: string }
  /** Another registered domain: new window, noopener noreferrer, « (s'ouvre dans une nouvelle fenêtre) ». */
  | { kind: "newWindow"; href: string }
  /** A target that is none of the above (javascript:, data:, malformed): rendered as text. */
  | { kind: "none" };

export interface LinkEnvironment {
  /** Origin of the page the link is on (the site's domain while pre-rendering). */
  origin: string;
  /** The site's public origin (site configuration `domain`). */
  siteOrigin: string;
  /** Query string of the current page: only its `utm_` parameters are carried onto internal links. */
  currentSearch: string;
  /** Path of the current page (a hash link to it stays on the page). */
  currentPath: string;
  /** Ticketing-provider embedded mode: booking URLs on this origin lead to the internal booking route. */
  embeddedTicketing: {
    ticketingOrigin: string;
    bookingPath: (codes: { theaterCode: string; perfCode: string }) => string;
  } | null;
}

export const LOGOUT_HASH = "loyalty-logout";
export const MODAL_HASH_PREFIX = "modal-";
const ELEMENT_ID = /^[A-Za-z][\w-]{0,99}$/;
const CODE = /^[A-Za-z0-9_-]{1,32}$/;
const BOOKING_PATH = /\/websales\/sales\/([^/]+)\/book\/?$/;
const ALLOWED_SCHEMES = new Set(["http:", "https:", "mailto:", "tel:"]);
const SERVER_ROUTE = /^\/api\//;

function hashTarget(hash: string): ResolvedLink | null {
  const id = hash.replace(/^#/, "");
  if (id === LOGOUT_HASH) return { kind: "logout" };
  if (!ELEMENT_ID.test(id)) return null;
  if (id.startsWith(MODAL_HASH_PREFIX) && id.length > MODAL_HASH_PREFIX.length)
    return { kind: "modal", id: id.slice(MODAL_HASH_PREFIX.length) };
  return { kind: "hash", id };
}

/** The internal link with the current page's `utm_` parameters added (the link's own values win). */
function internalLink(url: URL, env: LinkEnvironment): ResolvedLink {
  const to = `${url.pathname}${withCampaign(url.search, env.currentSearch)}${url.hash}`;
  if (SERVER_ROUTE.test(url.pathname)) return { kind: "server", href: to };
  return { kind: "internal", to };
}

function bookingRewrite(url: URL, env: LinkEnvironment): ResolvedLink | null {
  const embedded = env.embeddedTicketing;
  if (!embedded || url.origin !== embedded.ticketingOrigin) return null;
  const theaterCode = BOOKING_PATH.exec(url.pathname)?.[1];
  const perfCode = url.searchParams.get("perfcode");
  if (!theaterCode || !perfCode || !CODE.test(theaterCode) || !CODE.test(perfCode)) return null;
  return internalLink(new URL(embedded.bookingPath({ theaterCode, perfCode }), env.origin), env);
}

/** Decides what a link target does; pure, so every rule is tested from a table of cases. */
export function resolveLink(rawTarget: string, env: LinkEnvironment): ResolvedLink {
  const target = rawTarget.trim();
  if (target === "" || /[\u0000-\u001f\u007f\\]/.test(target)) return { kind: "none" };
  if (!target.includes(":") && isEmailShaped(target)) return { kind: "plain", href: `mailto:${target}` };
  if (target.startsWith("#")) return hashTarget(target) ?? { kind: "none" };
  let url: URL;
  try {
    url = new URL(target, new URL(env.currentPath, env.origin));
  } catch {
    return { kind: "none" };
  }
  if (!ALLOWED_SCHEMES.has(url.protocol)) return { kind: "none" };
  if (url.protocol === "mailto:" || url.protocol === "tel:") return { kind: "plain", href: url.href };
  const rewritten = bookingRewrite(url, env);
  if (rewritten) return rewritten;
  const onThisSite = url.origin === env.origin || url.origin === env.siteOrigin;
  if (onThisSite) {
    if (url.hash === `#${LOGOUT_HASH}`) return { kind: "logout" };
    if (url.hash && withTrailingSlash(url.pathname) === withTrailingSlash(env.currentPath) && !url.search) {
      const onPage = hashTarget(url.hash);
      if (onPage) return onPage;
    }
    return internalLink(url, env);
  }
  if (isSameRegisteredDomain(url.hostname, new URL(env.siteOrigin).hostname)) return { kind: "plain", href: url.href };
  return { kind: "newWindow", href: url.href };
}
