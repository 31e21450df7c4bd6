import { createContext, useContext } from "react";
import { siteConfig } from "../../config/site-config";
import type { SiteLayout } from "../../domain/site-schema";

/** The shell's layout: the site configuration's, or the website manager's preview settings. */
const ShellSettingsContext = createContext<SiteLayout>(siteConfig.layout);

export const ShellSettingsProvider = ShellSettingsContext.Provider;
export const useShellSettings = () => useContext(ShellSettingsContext);
