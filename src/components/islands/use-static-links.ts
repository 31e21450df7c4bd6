import { useEffect } from "react";
import { hasStaticParts } from "../../config/paths";
import { carryCampaign, followWithCampaign } from "../../lib/links/campaign-links";
import { navigateTo } from "../site-link/navigate";
import { isPlainLeftClick } from "../site-link/plain-click";
import { prefetchWhenInView } from "../site-link/prefetch-later";

/** The links whose address is a path of this site, not one of its Functions: those that may lead to a page (pageOf). */
const SITE_PATH_LINKS = 'a[href^="/"]:not([href^="//"]):not([href^="/api/"])';

/** A link of a static part to another page Gatsby renders (not a file, an API redirect or a page with static parts). */
function pageOf(link: Element | null): string | null {
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self")) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname.startsWith("/api/") || /\.\w+$/.test(url.pathname)) return null;
  const path = url.pathname + url.search;
  if (hasStaticParts(path) || path === window.location.pathname + window.location.search) return null;
  return path;
}

/**
 * What Gatsby's Link and the site's link rules do for each link they render, done for the links of a static part
 * (never hydrated, so never SiteLinks) with one listener each, not one per link: a link carries the page's campaign
 * (SPEC §2, as the head script did until the page ran), a plain click navigates in the page, a link in view or
 * under the pointer has its page fetched ahead (prefetch.ts).
 */
export function useStaticLinks(root: () => HTMLElement | null): void {
  useEffect(() => {
    const region = root();
    if (!region) return;
    carryCampaign(region, window.location);
    const stopCampaign = followWithCampaign(region, window.location);
    const onClick = (event: MouseEvent) => {
      if (!isPlainLeftClick(event) || event.defaultPrevented) return;
      const path = pageOf((event.target as Element | null)?.closest("a[href]") ?? null);
      if (!path) return;
      event.preventDefault();
      navigateTo(path);
    };
    // A link is judged when it comes into view or under the pointer: hundreds of links, not each parsed at hydration.
    const unwatch = [...region.querySelectorAll(SITE_PATH_LINKS)].map((link) => prefetchWhenInView(link, () => pageOf(link)));
    region.addEventListener("click", onClick);
    return () => {
      stopCampaign();
      region.removeEventListener("click", onClick);
      for (const stop of unwatch) stop();
    };
  }, [root]);
}
