import type { ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import { siteConfig } from "../config/site-config";
import { buildTheme } from "../config/theme";
import { SiteIntlProvider } from "../i18n/intl-provider";

/** The theme of the site configuration (a preview may replace it in the page wrapper). */
export const siteTheme = buildTheme(siteConfig);

/** Providers only; shared by gatsby-browser and gatsby-ssr so both render the same tree. */
export function RootWrapper({ children }: { children: ReactNode }) {
  return (
    <SiteIntlProvider>
      <ThemeProvider theme={siteTheme}>{children}</ThemeProvider>
    </SiteIntlProvider>
  );
}
