import type { ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { siteIntlConfig } from "./site-intl";

export function SiteIntlProvider({ children }: { children: ReactNode }) {
  return <IntlProvider {...siteIntlConfig}>{children}</IntlProvider>;
}
