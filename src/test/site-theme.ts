import { siteConfig } from "../config/site-config";
import { themeValues } from "../config/theme";

// The site's theme values, as gatsby-node defines them for the bundles (src/config/site-theme.ts).
(globalThis as { __SITE_THEME__?: string }).__SITE_THEME__ = JSON.stringify(themeValues(siteConfig));
