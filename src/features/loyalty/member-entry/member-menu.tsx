import { useEffect, useId, useRef, useState } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../../components/button";
import { isPlainLeftClick } from "../../../components/site-link/plain-click";
import { SiteLink } from "../../../components/site-link/site-link";
import { VisuallyHidden, visuallyHidden } from "../../../components/visually-hidden";
import { IN_MENU_PANEL, TIGHT_FULL_NAVIGATION } from "../../../components/layout/header-breakpoint";
import { paths } from "../../../config/paths";
import { LOGOUT_HASH } from "../../../lib/links/resolve-link";
import { ACCOUNT_SECTIONS, accountSection } from "../core/account-sections/account-sections";
import { loyaltyMessages } from "../core/messages";
import { loyaltySettings } from "../core/settings/loyalty-settings";
import { isMemberAreaPage, leaveMemberArea } from "../core/session/leave-member-area";
import { useLoyaltySession } from "../core/session/use-loyalty-session";
import { EntryLink, GuestEntry } from "./guest-entry";
import { LoyaltyIsland } from "../core/loyalty-island";

const Wrapper = styled.div`
  position: relative;
`;

/** Holds the entry and its status region without adding a box to the header's layout. */
const EntrySlot = styled.div`
  display: contents;
`;

/**
 * A dropdown under its button, its right edge on the button's. In the phone menu's column (IN_MENU_PANEL) it opens
 * in the flow instead, under the button and level with it: the menu's panel grows and covers no more of the page
 * (a dropdown there hung below the panel, away from its button, over the page's text).
 */
const Menu = styled.ul`
  position: absolute;
  top: 100%;
  right: 0;
  z-index: 10;
  min-width: 14rem;
  /* Never wider than a 320 px screen less the page margins. */
  max-width: calc(100vw - 2rem);
  margin: 0.25rem 0 0;
  padding: 0.5rem 0;
  list-style: none;
  background: ${({ theme }) => theme.palette.background};
  border: 1px solid ${({ theme }) => theme.colors.brand4};
  border-radius: ${({ theme }) => theme.radii.content};
  box-shadow: 0 4px 16px rgb(0 0 0 / 15%);

  ${IN_MENU_PANEL} {
    position: static;
    min-width: 0;
    max-width: none;
    box-shadow: none;
  }
  a {
    display: block;
    padding: 0.6rem 1rem;
    color: ${({ theme }) => theme.palette.primary};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ul a {
    padding: 0.5rem 1rem 0.5rem 2rem;
  }
`;

/**
 * From the width where the header shows its full navigation (1024 px) to the next breakpoint (1280 px), its row has
 * no room for « Mon espace fidélité, Marie »: the entry would wrap the header onto two rows as it appears, moving the
 * page 50 px down. There the button shows the first name; its name stays whole for screen readers (label in name).
 */
const ShownWhenRoomy = styled.span`
  ${TIGHT_FULL_NAVIGATION} {
    ${visuallyHidden}
  }
`;

/**
 * The area's sections under the configured entry that leads to the area (the overview is that entry), by the names
 * of the area's own menu: « Ma carte » is two taps away from any page.
 */
function SectionLinks({ onPick }: { onPick: () => void }) {
  const intl = useIntl();
  return (
    <ul>
      {ACCOUNT_SECTIONS.filter((section) => section !== "overview").map((section) => (
        <li key={section}>
          <SiteLink to={accountSection[section].path()} onClick={onPick}>
            {intl.formatMessage(accountSection[section].navLabel)}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

/** The configured entries (SPEC §3 loggedInMenu); without one for the area, the area's own entry comes first. */
const menuEntries = () => {
  const entries = loyaltySettings.loggedInMenu;
  return entries.some((item) => item.path === paths.account())
    ? entries
    : [{ label: loyaltySettings.loggedInHeaderAccessLabel, path: paths.account() }, ...entries];
};

/** A `#loyalty-logout` entry (SPEC §2): the site link logs out on a plain click. */
const logsOut = (path: string) => path.endsWith(`#${LOGOUT_HASH}`);

function LoggedInMenu({ firstName, onLogOut }: { firstName: string; onLogOut: () => void }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      // Cancelled: the browser then leaves the phone menu (a popover) around it open.
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  return (
    <Wrapper>
      <Button ref={button} type="button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((o) => !o)}>
        {intl.formatMessage(loyaltyMessages.memberMenu, {
          label: loyaltySettings.loggedInHeaderAccessLabel,
          firstName,
          roomy: (chunks) => <ShownWhenRoomy key="label">{chunks}</ShownWhenRoomy>,
        })}
      </Button>
      <Menu id={menuId} hidden={!open}>
        {menuEntries().map((item) => (
          <li key={item.path}>
            <SiteLink
              to={item.path}
              onClick={(event) => {
                if (logsOut(item.path) && isPlainLeftClick(event)) {
                  // The menu closes: focus waits on its button until the entry that replaces it appears.
                  button.current?.focus();
                  onLogOut();
                }
                setOpen(false);
              }}
            >
              {item.label}
            </SiteLink>
            {item.path === paths.account() && <SectionLinks onPick={() => setOpen(false)} />}
          </li>
        ))}
      </Menu>
    </Wrapper>
  );
}

/**
 * After a logout from the menu, focus moves to the guest entry that replaces the menu (not to `body`)
 * and a polite status says the member is logged out; on a page of the member area she leaves it for the login
 * page, which says so.
 */
function MemberMenuContent({ returnTo }: { returnTo?: string | undefined }) {
  const intl = useIntl();
  const { status, member } = useLoyaltySession();
  // Where the logout from the menu happened: a page of the member area is left for the login page, which says so.
  const [loggedOutHere, setLoggedOutHere] = useState<"page" | "member-area" | null>(null);
  const slot = useRef<HTMLDivElement>(null);
  const guest = status === "logged-out" || status === "expired";
  useEffect(() => {
    if (status === "logged-in") setLoggedOutHere(null);
  }, [status]);
  useEffect(() => {
    if (!guest) return;
    if (loggedOutHere === "page") slot.current?.querySelector("a")?.focus();
    if (loggedOutHere === "member-area" && returnTo) leaveMemberArea(returnTo);
  }, [loggedOutHere, guest, returnTo]);
  let entry;
  if (status === "loading" || status === "unavailable") {
    // Her session is kept while the service cannot be reached: the way to her area (and her card kept on this
    // device), not to the login page.
    const busy = status === "loading";
    entry = (
      <EntryLink
        to={paths.account()}
        aria-busy={busy ? "true" : undefined}
        title={busy ? intl.formatMessage(loyaltyMessages.memberMenuLoading) : undefined}
      >
        {loyaltySettings.loggedInHeaderAccessLabel}
      </EntryLink>
    );
  } else if (status === "logged-in" && member) {
    entry = (
      <LoggedInMenu
        firstName={member.firstName}
        onLogOut={() => setLoggedOutHere(returnTo && isMemberAreaPage(returnTo) ? "member-area" : "page")}
      />
    );
  } else entry = <GuestEntry returnTo={returnTo} />;
  return (
    <EntrySlot ref={slot}>
      {entry}
      <VisuallyHidden role="status">
        {loggedOutHere === "page" && guest ? intl.formatMessage(loyaltyMessages.loggedOut) : ""}
      </VisuallyHidden>
    </EntrySlot>
  );
}

/** The header entry once a session exists (loaded lazily). */
export default function MemberMenu({ returnTo }: { returnTo?: string | undefined }) {
  return (
    <LoyaltyIsland>
      <MemberMenuContent returnTo={returnTo} />
    </LoyaltyIsland>
  );
}
