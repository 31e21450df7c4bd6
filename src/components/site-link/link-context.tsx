import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useHydrated } from "../use-hydrated";

/** What links do that belongs to other parts of the site; the app wires them (src/app/page-wrapper.tsx). */
export interface LinkActions {
  /** `#loyalty-logout`: ends the member's session. */
  logOut: () => void;
}

const noActions: LinkActions = { logOut: () => undefined };
const LinkActionsContext = createContext<LinkActions>(noActions);

interface PageLocation {
  /** The page's path; empty where the render serves every page (a slice's pre-rendered HTML). */
  pathname: string;
  search: string;
}

/** No page: what a slice is built with, the same HTML for all pages. */
const NO_PAGE: PageLocation = { pathname: "", search: "" };

/** The current page's path and query (from Gatsby's page props). */
const PageLocationContext = createContext<PageLocation>(NO_PAGE);

/** `#modal-{id}` targets: the page's modal mount point registers this (content pages). */
const ModalOpenerContext = createContext<((id: string) => void) | null>(null);

export function LinkProvider({
  actions,
  pathname,
  search,
  children,
}: {
  actions: LinkActions;
  pathname: string;
  search: string;
  children: ReactNode;
}) {
  // The query string only once hydrated: the pre-rendered HTML has none, and React keeps a server attribute that differs.
  const shownSearch = useHydrated() ? search : "";
  // One object while the location stays: every link reads it, and a page without a query renders none of them again.
  const location = useMemo(() => ({ pathname, search: shownSearch }), [pathname, shownSearch]);
  return (
    <LinkActionsContext.Provider value={actions}>
      <PageLocationContext.Provider value={location}>{children}</PageLocationContext.Provider>
    </LinkActionsContext.Provider>
  );
}

export const ModalOpenerProvider = ModalOpenerContext.Provider;
export const useModalOpener = () => useContext(ModalOpenerContext);
export const useLinkActions = () => useContext(LinkActionsContext);

/** The current page's location; its query string only once hydrated (LinkProvider). */
export const usePageLocation = (): PageLocation => useContext(PageLocationContext);

/**
 * Around a Gatsby Slice's content: no current page until hydrated. The slice is pre-rendered once for every
 * page, without one; hydration must render the same, then the page's own location applies (current link,
 * return path).
 */
export function SliceLocation({ children }: { children: ReactNode }) {
  const location = useContext(PageLocationContext);
  const value = useHydrated() ? location : NO_PAGE;
  return <PageLocationContext.Provider value={value}>{children}</PageLocationContext.Provider>;
}
