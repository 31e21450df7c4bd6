import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { siteConfig } from "../../config/site-config";
import { paths } from "../../config/paths";
import { SiteLink } from "../site-link/site-link";
import { Container } from "./container";
import { HEADER_ANCHOR, HeaderMenu, useHeaderMenu } from "./header-menu";
import { MENU_BREAKPOINT, NARROW_PHONE } from "./header-breakpoint";
import { layoutMessages } from "./messages";
import { useShellSettings } from "./shell-settings";

/** Logo widths (phones, then from 640 px) for the three logo sizes. */
const LOGO_WIDTHS = { small: [100, 140], medium: [126, 180], large: [150, 240] } as const;

const Header = styled.header`
  position: relative;
  anchor-name: ${HEADER_ANCHOR};
  background: ${({ theme }) => theme.menu.headerFooterBackground};
  border-bottom: 4px solid ${({ theme }) => theme.palette.accent};
`;

/** On phones one row of 44 px targets (the whole header stays under 64 px); on desktops the full navigation. */
const Bar = styled(Container)`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding-block: 0.375rem;

  ${NARROW_PHONE} {
    gap: 0.25rem;
  }
  ${({ theme }) => theme.up(MENU_BREAKPOINT)} {
    gap: 1.5rem;
    padding-block: 0.75rem;
  }
  ${({ theme }) => centered(theme.up(MENU_BREAKPOINT))}
`;

/** The logo gives way first when the row is short of room: it shrinks, the shortcut and the menu button never do. */
const Logo = styled(SiteLink)`
  display: inline-flex;
  flex: 0 1 auto;
  align-items: center;
  min-width: 0;
  min-height: 44px;
  margin-right: auto;

  /* A block: no line box around it, so the row's height never follows the logo's as it shrinks (an inline image's
     line added its descender space: the header was 0.9 px taller for a member, whose entry is narrower, in the
     fallback fonts at 1024 px, and the page moved as her entry came in). */
  img {
    display: block;
    max-width: 100%;
    height: auto;
  }
  ${({ theme }) =>
    Object.entries(LOGO_WIDTHS).map(
      ([size, [phone, wide]]) => `
        [data-logo="${size}"] > & img { width: ${phone}px; }
        ${theme.up(0)} { [data-logo="${size}"] > & img { width: ${wide}px; } }
      `,
    )}
`;

/** The centered layout: from the menu breakpoint up, logo on its own row above the navigation. */
const centered = (breakpoint: string) => `
  ${breakpoint} {
    &[data-layout="centered"] {
      flex-direction: column;
      gap: 0.5rem;
    }
    &[data-layout="centered"] > a:first-child {
      margin-right: 0;
    }
  }
`;

const Shortcut = styled(SiteLink)`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: 0.375rem;
  min-height: 44px;
  min-width: 44px;
  padding: 0 0.5rem;
  color: ${({ theme }) => theme.palette.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;

  svg {
    flex: none;
    width: 20px;
    height: 20px;
  }
  ${NARROW_PHONE} {
    padding: 0 0.25rem;

    svg {
      display: none;
    }
  }
  ${({ theme }) => theme.up(MENU_BREAKPOINT)} {
    display: none;
  }
`;

function TicketIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none">
      <path
        d="M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v2a3 3 0 0 0 0 6v2a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-2a3 3 0 0 0 0-6z"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

export function SiteHeader({
  memberEntry,
  search,
  pathname,
}: {
  memberEntry?: ReactNode;
  search?: ReactNode;
  pathname?: string | undefined;
}) {
  const intl = useIntl();
  const menu = useHeaderMenu(pathname);
  const { headerLayout, logoSize, hasSearch } = useShellSettings();
  return (
    <Header onBlur={menu.closeWhenFocusLeaves}>
      <Bar data-layout={headerLayout} data-logo={logoSize}>
        <Logo to={paths.home()}>
          {/* The image names the link (an empty alt inside an aria-label link fails HTML_CodeSniffer's H30). */}
          {/* In a <picture>, React adds no preload for it: a <link> at the top of the header slice would break hydration. */}
          <picture>
            <img
              src={siteConfig.logo.src}
              alt={intl.formatMessage(layoutMessages.homeLink, { name: siteConfig.name })}
              width={180}
              height={40}
            />
          </picture>
        </Logo>
        <Shortcut to={paths.filmListing()}>
          <TicketIcon />
          {intl.formatMessage(layoutMessages.programmeShortcut)}
        </Shortcut>
        <HeaderMenu menu={menu} memberEntry={memberEntry} search={hasSearch ? search : undefined} />
      </Bar>
    </Header>
  );
}
