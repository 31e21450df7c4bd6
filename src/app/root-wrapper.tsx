import type { ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import { siteTheme } from "../config/site-theme";
import { SiteIntlProvider } from "../i18n/intl-provider";

/** Providers only; shared by gatsby-browser and gatsby-ssr so both render the same tree. */
export function RootWrapper({ children }: { children: ReactNode }) {
  return (
    <SiteIntlProvider>
      <ThemeProvider theme={siteTheme}>{children}</ThemeProvider>
    </SiteIntlProvider>
  );
}
