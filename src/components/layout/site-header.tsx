import { Link } from "gatsby";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { siteConfig } from "../../config/site-config";
import { paths } from "../../config/paths";
import { Container } from "./container";
import { layoutMessages } from "./messages";

const Header = styled.header`
  background: ${({ theme }) => theme.menu.headerFooterBackground};
  border-bottom: 4px solid ${({ theme }) => theme.palette.accent};
`;

const Bar = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1.5rem;
  padding-block: 0.75rem;
`;

const Logo = styled(Link)`
  display: inline-flex;
  margin-right: auto;
`;

const NavList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const NavLink = styled(Link)`
  display: inline-block;
  padding: 0.5rem 0.25rem;
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

export function SiteHeader({ memberEntry }: { memberEntry?: ReactNode }) {
  const intl = useIntl();
  const items = [
    { to: paths.home(), label: layoutMessages.home },
    { to: paths.filmListing(), label: layoutMessages.programme },
    { to: paths.theater(), label: layoutMessages.theater },
  ];
  return (
    <Header>
      <Bar>
        <Logo to={paths.home()}>
          {/* The image names the link (an empty alt inside an aria-label link fails HTML_CodeSniffer's H30). */}
          <img
            src={siteConfig.logo.src}
            alt={intl.formatMessage(layoutMessages.homeLink, { name: siteConfig.name })}
            width={180}
            height={40}
          />
        </Logo>
        <nav aria-label={intl.formatMessage(layoutMessages.mainNavigation)}>
          <NavList>
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} partiallyActive={item.to !== paths.home()}>
                  {intl.formatMessage(item.label)}
                </NavLink>
              </li>
            ))}
          </NavList>
        </nav>
        {memberEntry}
      </Bar>
    </Header>
  );
}
