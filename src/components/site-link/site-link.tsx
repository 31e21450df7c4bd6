import { withPrefix } from "gatsby";
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from "react";
import { useIntl } from "react-intl";
import { isCurrentLink } from "../../lib/links/current-link";
import { VisuallyHidden } from "../visually-hidden";
import { useLinkActions, useModalOpener, usePageLocation } from "./link-context";
import { linkMessages } from "./messages";
import { isPlainLeftClick } from "./plain-click";
import { focusElement } from "./focus-element";
import { navigateTo } from "./navigate";
import { prefetchWhenInView } from "./prefetch-later";
import { useResolvedLink } from "./use-resolved-link";

export interface SiteLinkProps {
  /** Any target: a path, a URL, an e-mail address, `#id`, `#loyalty-logout`, `#modal-{id}`. */
  to: string;
  children: ReactNode;
  className?: string;
  /** Marks the link current (`aria-current="page"`) on the pages under its path too. */
  partiallyActive?: boolean;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** For a duplicate link kept out of the tab order and the accessibility tree (a card's poster). */
  tabIndex?: number;
  "aria-hidden"?: boolean | "true";
  /** Given: used as is. Otherwise `page` on the page the link leads to (isCurrentLink). */
  "aria-current"?: "page" | "step" | "location" | "date" | "true";
  "aria-busy"?: boolean | "true" | "false";
  title?: string;
  /** Data attributes, on the element as given (a showtime's `data-perf-code`). */
  [dataAttribute: `data-${string}`]: string | undefined;
}

/**
 * The one link of the site: every rule of SPEC §2 "Link behaviour" applies here. A link to one of the site's pages is
 * an `<a>` that does what Gatsby's Link does (a plain click navigates in the page, its page is fetched ahead while the
 * link is in view or under the pointer) without Gatsby's five components and observer per link: the header and
 * footer were two thirds of what the listing and home page hydrate, most of it their links.
 */
export function SiteLink({ to, children, className, partiallyActive, onClick, ...attributes }: SiteLinkProps) {
  const intl = useIntl();
  const resolved = useResolvedLink(to);
  const href = resolved.kind === "internal" ? withPrefix(resolved.to) : null;
  const { pathname } = usePageLocation();
  const actions = useLinkActions();
  const openModal = useModalOpener();
  let address: string;
  let extra: AnchorHTMLAttributes<HTMLAnchorElement> = {};
  /** What a plain click does instead of following the link, if anything. */
  let action: (() => void) | undefined;
  switch (resolved.kind) {
    case "none":
      return (
        <span className={className} {...attributes}>
          {children}
        </span>
      );
    case "internal": {
      // The current page mark from our page location, not the router's: a slice's HTML must be the same for all pages.
      const current = attributes["aria-current"] ?? (isCurrentLink(resolved.to, pathname, partiallyActive) ? "page" : undefined);
      address = href!;
      extra = { "aria-current": current };
      // A page with a static part comes from the server (navigateTo): the browser cannot render it. The page shown
      // is not added to the history again (Gatsby's Link).
      action = () => navigateTo(resolved.to, { replace: address === location.pathname });
      break;
    }
    case "hash":
      address = `#${resolved.id}`;
      action = () => focusElement(resolved.id);
      break;
    case "logout":
      address = "#loyalty-logout";
      action = actions.logOut;
      break;
    case "modal":
      address = `#modal-${resolved.id}`;
      extra = { "aria-haspopup": "dialog" };
      action = () => openModal?.(resolved.id);
      break;
    case "newWindow":
      address = resolved.href;
      extra = { target: "_blank", rel: "noopener noreferrer" };
      break;
    case "server":
    case "plain":
      address = resolved.href;
  }
  return (
    <a
      href={address}
      className={className}
      {...attributes}
      {...extra}
      // Its page fetched ahead in view or under the pointer (its href is the page's path).
      ref={href ? prefetchWhenInView : undefined}
      onClick={(event) => {
        onClick?.(event);
        if (!action || !isPlainLeftClick(event)) return;
        event.preventDefault();
        action();
      }}
    >
      {children}
      {resolved.kind === "newWindow" && <VisuallyHidden> {intl.formatMessage(linkMessages.opensInNewWindow)}</VisuallyHidden>}
    </a>
  );
}
