import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { BUILD_TIME } from "../../config/build-time";
import { siteConfig, theaterConfig } from "../../config/site-config";
import { paths } from "../../config/paths";
import { SiteLink } from "../site-link/site-link";
import { defineIsland } from "../islands/island";
import { Container } from "./container";
import { layoutMessages } from "./messages";
import { useShellSettings } from "./shell-settings";

/** « Thème sombre », an island (src/components/islands/island.tsx): unseen until it runs, its code comes once the page is idle. */
const ColorModeToggle = defineIsland(
  "color-mode-toggle",
  () => import(/* webpackChunkName: "color-mode-toggle" */ "./color-mode-toggle"),
);

const Footer = styled.footer`
  margin-top: 3rem;
  padding-block: 2rem;
  background: ${({ theme }) => theme.menu.headerFooterBackground};
  color: ${({ theme }) => theme.palette.primary};
  border-top: 1px solid ${({ theme }) => theme.colors.brand5};
`;

/** "columns": address beside the links from 768 px; "compact": one centred column. */
const Columns = styled(Container)`
  display: grid;
  gap: 1.5rem;
  ${({ theme }) => theme.up(1)} {
    &[data-layout="columns"] {
      grid-template-columns: 2fr 1fr;
    }
  }
  &[data-layout="compact"] {
    text-align: center;
    font-size: 0.875rem;
  }
`;

/**
 * The footer's links for phones (site configuration or preview `footerMobileLinks`), hidden from 768 px:
 * the whole navigation, so it takes no cell of the footer's grid there.
 */
const MobileNavigation = styled.nav`
  ${({ theme }) => theme.up(1)} {
    display: none;
  }
`;

const MobileLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Links = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 0.5rem;
`;

/** The build's year at the cinema: the server render and hydration agree on it, whatever the visitor's clock. */
const COPYRIGHT_YEAR = new Intl.DateTimeFormat("en", { year: "numeric", timeZone: siteConfig.timeZone }).format(
  new Date(BUILD_TIME),
);

/** `extraLinks`: list items the page wrapper adds (« Gérer mes cookies »). */
export function SiteFooter({ extraLinks }: { extraLinks?: ReactNode }) {
  const intl = useIntl();
  const { address } = theaterConfig;
  const { footerLayout, footerMobileLinks } = useShellSettings();
  return (
    <Footer>
      <Columns data-layout={footerLayout}>
        {footerMobileLinks.length > 0 && (
          <MobileNavigation aria-label={intl.formatMessage(layoutMessages.footerMobileNavigation)}>
            <MobileLinks>
              {footerMobileLinks.map((link) => (
                <li key={`${link.label}${link.to}`}>
                  <SiteLink to={link.to}>{link.label}</SiteLink>
                </li>
              ))}
            </MobileLinks>
          </MobileNavigation>
        )}
        <address>
          <strong>{theaterConfig.name}</strong>
          <br />
          {address.street}, {address.postalCode} {address.city}
          <br />
          <SiteLink to={paths.phone(theaterConfig.phone)}>{theaterConfig.phone}</SiteLink>
          {" · "}
          <SiteLink to={theaterConfig.email}>{theaterConfig.email}</SiteLink>
        </address>
        <nav aria-label={intl.formatMessage(layoutMessages.footerNavigation)}>
          <Links>
            <li>
              <SiteLink to={paths.theater()}>{intl.formatMessage(layoutMessages.theater)}</SiteLink>
            </li>
            <li>
              <SiteLink to={paths.contentPage("tarifs")}>{intl.formatMessage(layoutMessages.footerPrices)}</SiteLink>
            </li>
            <li>
              <SiteLink to={paths.giftCards()}>{intl.formatMessage(layoutMessages.footerGiftCards)}</SiteLink>
            </li>
            <li>
              <SiteLink to={paths.contentPage("avant-premieres")}>{intl.formatMessage(layoutMessages.footerPreviews)}</SiteLink>
            </li>
            <li>
              <SiteLink to={paths.contentPage("accessibilite")}>
                {intl.formatMessage(layoutMessages.footerAccessibility)}
              </SiteLink>
            </li>
            <li>
              <SiteLink to={paths.privacyPolicy()}>{intl.formatMessage(layoutMessages.footerPrivacy)}</SiteLink>
            </li>
            {extraLinks}
          </Links>
          <ColorModeToggle />
          <p>{intl.formatMessage(layoutMessages.footerCopyright, { year: COPYRIGHT_YEAR, name: siteConfig.name })}</p>
        </nav>
      </Columns>
    </Footer>
  );
}
