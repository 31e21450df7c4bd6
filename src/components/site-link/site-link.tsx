import { withPrefix } from "gatsby";
import { useCallback, type MouseEvent, type ReactNode } from "react";
import { useIntl } from "react-intl";
import { hasStaticParts } from "../../config/paths";
import { isCurrentLink } from "../../lib/links/current-link";
import { VisuallyHidden } from "../visually-hidden";
import { useLinkActions, useModalOpener, usePageLocation } from "./link-context";
import { linkMessages } from "./messages";
import { isPlainLeftClick } from "./plain-click";
import { focusElement } from "./focus-element";
import { loadFromServer, navigateTo } from "./navigate";
import { prefetchOnHover, prefetchWhileInView } from "./prefetch";
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
  const prefetchInView = useCallback(
    (link: HTMLAnchorElement | null) => (link && href ? prefetchWhileInView(link, () => href) : undefined),
    [href],
  );
  const { pathname } = usePageLocation();
  const actions = useLinkActions();
  const openModal = useModalOpener();
  const handle = (event: MouseEvent<HTMLAnchorElement>, action: () => void) => {
    onClick?.(event);
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    action();
  };

  switch (resolved.kind) {
    case "internal": {
      // The current page mark from our page location, not the router's: a slice's HTML must be the same for all pages.
      const current = attributes["aria-current"] ?? (isCurrentLink(resolved.to, pathname, partiallyActive) ? "page" : undefined);
      // A page with a static part comes from the server, the browser cannot render it: a full navigation.
      const fromServer = hasStaticParts(resolved.to);
      const follow = () =>
        fromServer ? loadFromServer(resolved.to) : navigateTo(resolved.to, { replace: href === window.location.pathname });
      return (
        <a
          href={href ?? resolved.to}
          className={className}
          {...attributes}
          aria-current={current}
          ref={prefetchInView}
          onMouseEnter={() => href && prefetchOnHover(href)}
          onClick={(event) => handle(event, follow)}
        >
          {children}
        </a>
      );
    }
    case "hash":
      return (
        <a
          href={`#${resolved.id}`}
          className={className}
          {...attributes}
          onClick={(event) => handle(event, () => focusElement(resolved.id))}
        >
          {children}
        </a>
      );
    case "logout":
      return (
        <a href="#loyalty-logout" className={className} {...attributes} onClick={(event) => handle(event, actions.logOut)}>
          {children}
        </a>
      );
    case "modal":
      return (
        <a
          href={`#modal-${resolved.id}`}
          className={className}
          {...attributes}
          aria-haspopup="dialog"
          onClick={(event) => handle(event, () => openModal?.(resolved.id))}
        >
          {children}
        </a>
      );
    case "server":
    case "plain":
      return (
        <a href={resolved.href} className={className} {...attributes} onClick={onClick}>
          {children}
        </a>
      );
    case "newWindow":
      return (
        <a href={resolved.href} className={className} {...attributes} target="_blank" rel="noopener noreferrer" onClick={onClick}>
          {children}
          <VisuallyHidden> {intl.formatMessage(linkMessages.opensInNewWindow)}</VisuallyHidden>
        </a>
      );
    case "none":
      return (
        <span className={className} {...attributes}>
          {children}
        </span>
      );
  }
}
