import { useCallback, useEffect, useRef, type FocusEvent, type ReactNode, type ToggleEvent } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { paths } from "../../config/paths";
import { SiteLink } from "../site-link/site-link";
import { IN_MENU_PANEL, MENU_BREAKPOINT, NARROW_PHONE } from "./header-breakpoint";
import { layoutMessages } from "./messages";

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  min-height: 44px;
  min-width: 44px;
  padding: 0 0.75rem;
  border: 2px solid ${({ theme }) => theme.palette.primary};
  border-radius: ${({ theme }) => theme.radii.buttons};
  background: ${({ theme }) => theme.palette.background};
  color: ${({ theme }) => theme.palette.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;

  svg {
    flex: none;
    width: 18px;
    height: 18px;
  }
  ${NARROW_PHONE} {
    padding: 0 0.5rem;
  }
  ${({ theme }) => theme.up(MENU_BREAKPOINT)} {
    display: none;
  }
`;

/** On phones the menu button never shrinks: the logo gives way instead (site-header.tsx). */
const MenuArea = styled.div`
  ${IN_MENU_PANEL} {
    flex: none;
  }
`;

/** The header's name for CSS anchor positioning: the phone menu is placed under it (site-header.tsx). */
export const HEADER_ANCHOR = "--site-header";

/**
 * The header's height on phones (one row of 44 px targets, its padding and its border), where CSS anchor
 * positioning is missing: the page's header is the first thing on it.
 */
const PHONE_HEADER_HEIGHT = "calc(44px + 0.75rem + 4px)";

/**
 * Phones: a popover under the header, opened and closed by the browser itself (popovertarget), so that it works
 * before hydration and without JavaScript; Escape and a tap outside close it. In the top layer its containing
 * block is the page's, hence the anchor. Desktops: the same elements in the header row, always shown (the
 * button is hidden), the browser's popover box undone.
 */
const Panel = styled.div`
  width: auto;
  height: auto;
  margin: 0;
  overflow: visible;
  border: 0;
  color: inherit;

  ${IN_MENU_PANEL} {
    position: absolute;
    inset: ${PHONE_HEADER_HEIGHT} 0 auto;
    flex-direction: column;
    gap: 0.75rem;
    padding: 0.75rem 1rem 1rem;
    background: ${({ theme }) => theme.menu.headerFooterBackground};
    border-bottom: 4px solid ${({ theme }) => theme.palette.accent};
    box-shadow: 0 8px 16px rgb(0 0 0 / 15%);

    @supports (top: anchor(bottom)) {
      position-anchor: ${HEADER_ANCHOR};
      top: anchor(bottom);
    }
    &:popover-open {
      display: flex;
    }
    /* In the column, each part is as tall as its content: the search's flex-basis is a row width (&& outranks
       the search's own class, whatever the order of the style sheet). An island's element takes no box: its
       content is the part. */
    && > *,
    && > [data-island] > * {
      flex: none;
    }
  }
  ${({ theme }) => theme.up(MENU_BREAKPOINT)} {
    position: static;
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    align-items: center;
    gap: 0.5rem 1.5rem;
    padding: 0;
    background: none;
  }
`;

const NavList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.up(MENU_BREAKPOINT)} {
    flex-direction: row;
    gap: 1rem;
  }
`;

const NavLink = styled(SiteLink)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 0.25rem;
  color: ${({ theme }) => theme.palette.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;

  &:hover,
  &[aria-current="page"] {
    text-decoration: underline;
    text-decoration-color: ${({ theme }) => theme.palette.accent};
    text-decoration-thickness: 3px;
    text-underline-offset: 6px;
  }
`;

/**
 * The member entry's place in the desktop row. A member's entry (« Mon espace fidélité, Marie ») replaces the
 * pre-rendered guest link once the session is read, after hydration: from 1280 px, where the row has room, the
 * place is as wide as that, so the navigation beside it does not move (a 41 px layout shift before).
 */
const MemberSlot = styled.div`
  display: contents;

  ${({ theme }) => theme.up(3)} {
    display: flex;
    justify-content: flex-end;
    min-width: 16.5rem;
  }
`;

/** Browsers without popovers (and jsdom) know no `:popover-open`: their panel is always shown. */
const isOpen = (panel: HTMLElement | null) => panel !== null && "showPopover" in panel && panel.matches(":popover-open");

/**
 * The phone menu, a popover: the browser opens and closes it (also before hydration) and gives the focus back
 * to the button when Escape or a tap outside closes it. Once hydrated, opening moves the focus to the first
 * link; the menu also closes on navigation and when the focus leaves the header.
 */
export function useHeaderMenu(pathname: string | undefined) {
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = useCallback((returnFocus: boolean) => {
    if (isOpen(panel.current)) panel.current?.hidePopover();
    if (returnFocus) button.current?.focus();
  }, []);
  // Closes on navigation only: the path first arrives after hydration (undefined, then the page's), and a
  // menu tapped in between must stay open (it opened and closed by itself in WebKit).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current !== undefined && pathname !== shownPath.current) close(false);
    shownPath.current = pathname;
  }, [pathname, close]);
  const onToggle = useCallback((event: ToggleEvent<HTMLDivElement>) => {
    if (event.newState === "open") event.currentTarget.querySelector<HTMLElement>("a, button")?.focus();
  }, []);
  const closeWhenFocusLeaves = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      if (event.relatedTarget !== null && !event.currentTarget.contains(event.relatedTarget)) close(false);
    },
    [close],
  );
  return { button, panel, close, onToggle, closeWhenFocusLeaves };
}

type HeaderMenuState = ReturnType<typeof useHeaderMenu>;

/** The site navigation and the member entry, behind a disclosure button on phones. */
export function HeaderMenu({
  menu,
  memberEntry,
  search,
}: {
  menu: HeaderMenuState;
  memberEntry?: ReactNode;
  search?: ReactNode;
}) {
  const intl = useIntl();
  // One menu per page, in the header slice: a fixed id (useId's would differ between the slice's render and the page's).
  const panelId = "site-menu";
  const items = [
    { to: paths.home(), label: layoutMessages.home },
    { to: paths.filmListing(), label: layoutMessages.programme },
    { to: paths.theater(), label: layoutMessages.theater },
  ];
  return (
    <MenuArea>
      <MenuButton ref={menu.button} type="button" popoverTarget={panelId}>
        <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        {intl.formatMessage(layoutMessages.menu)}
      </MenuButton>
      <Panel ref={menu.panel} id={panelId} popover="auto" onToggle={menu.onToggle}>
        {search}
        <nav aria-label={intl.formatMessage(layoutMessages.mainNavigation)}>
          <NavList>
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} partiallyActive={item.to !== paths.home()} onClick={() => menu.close(false)}>
                  {intl.formatMessage(item.label)}
                </NavLink>
              </li>
            ))}
          </NavList>
        </nav>
        {memberEntry && <MemberSlot>{memberEntry}</MemberSlot>}
      </Panel>
    </MenuArea>
  );
}
