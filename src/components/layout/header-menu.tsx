import { useCallback, useEffect, useRef, useState, type FocusEvent, type ReactNode } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { paths } from "../../config/paths";
import { SiteLink } from "../site-link/site-link";
import { MENU_BREAKPOINT, NARROW_PHONE } from "./header-breakpoint";
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
  @media (max-width: ${({ theme }) => theme.breakpoints[MENU_BREAKPOINT] - 0.02}px) {
    flex: none;
  }
`;

/**
 * Phones: a panel under the header, shown while the menu button is expanded.
 * Desktops: the same elements in the header row, always shown (the button is hidden).
 */
const Panel = styled.div`
  @media (max-width: ${({ theme }) => theme.breakpoints[MENU_BREAKPOINT] - 0.02}px) {
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    z-index: 20;
    display: flex;
    flex-direction: column;
    gap: 0.75rem;
    padding: 0.75rem 1rem 1rem;
    background: ${({ theme }) => theme.menu.headerFooterBackground};
    border-bottom: 4px solid ${({ theme }) => theme.palette.accent};
    box-shadow: 0 8px 16px rgb(0 0 0 / 15%);

    &[data-open="false"] {
      display: none;
    }
    /* In the column, each part is as tall as its content: the search's flex-basis is a row width (&& outranks
       the search's own class, whatever the order of the style sheet). */
    && > * {
      flex: none;
    }
  }
  ${({ theme }) => theme.up(MENU_BREAKPOINT)} {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    align-items: center;
    gap: 0.5rem 1.5rem;
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

/** State of the phone menu: closes on Escape (focus back on the button), on leaving it, and on navigation. */
export function useHeaderMenu(pathname: string | undefined) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);
  // Closes on navigation only: the path first arrives after hydration (undefined, then the page's), and a
  // menu tapped in between must stay open (it opened and closed by itself in WebKit).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current !== undefined && pathname !== shownPath.current) setOpen(false);
    shownPath.current = pathname;
  }, [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      // A member menu open inside the panel closes first (it handles its own Escape).
      if (panel.current?.querySelector('[aria-expanded="true"]')) return;
      close(true);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, close]);
  const toggle = useCallback(() => {
    setOpen((wasOpen) => {
      // Opening moves the focus to the first link, once the panel is displayed.
      if (!wasOpen) requestAnimationFrame(() => panel.current?.querySelector<HTMLElement>("a, button")?.focus());
      return !wasOpen;
    });
  }, []);
  const closeWhenFocusLeaves = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  }, []);
  return { open, button, panel, close, toggle, closeWhenFocusLeaves };
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
      <MenuButton ref={menu.button} type="button" aria-expanded={menu.open} aria-controls={panelId} onClick={menu.toggle}>
        <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        {intl.formatMessage(layoutMessages.menu)}
      </MenuButton>
      <Panel ref={menu.panel} id={panelId} data-open={menu.open}>
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
