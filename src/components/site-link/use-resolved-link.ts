import { useMemo } from "react";
import { paths } from "../../config/paths";
import { siteConfig } from "../../config/site-config";
import { resolveLink, type LinkEnvironment } from "../../lib/links/resolve-link";
import { usePageLocation } from "./link-context";

const embeddedTicketing: LinkEnvironment["embeddedTicketing"] = siteConfig.ticketingProviderEmbedded
  ? { ticketingOrigin: new URL(siteConfig.loyalty.ticketingUrl).origin, bookingPath: paths.booking }
  : null;

/** The link's target resolved against the current page (SPEC §2 link behaviour). */
export function useResolvedLink(target: string) {
  const { pathname, search } = usePageLocation();
  return useMemo(() => {
    const origin = typeof window === "undefined" ? siteConfig.domain : window.location.origin;
    const env: LinkEnvironment = {
      origin,
      siteOrigin: new URL(siteConfig.domain).origin,
      currentSearch: search,
      currentPath: pathname,
      embeddedTicketing,
    };
    return resolveLink(target, env);
  }, [target, pathname, search]);
}
