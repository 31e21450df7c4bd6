import { useEffect } from "react";
import { hasStaticParts } from "../../config/paths";
import { carryCampaign, followWithCampaign } from "../../lib/links/campaign-links";
import { navigateTo } from "../site-link/navigate";
import { isPlainLeftClick } from "../site-link/plain-click";

interface GatsbyLoader {
  enqueue: (path: string) => unknown;
  hovering: (path: string) => unknown;
}
const loader = () => (window as unknown as { ___loader?: GatsbyLoader }).___loader;

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
 * (never hydrated, so never Links) with one listener each, not one per link: a link carries the page's campaign (SPEC
 * §2, as the head script did until the page ran), a plain click navigates in the page, a hover or a link in view asks
 * Gatsby's loader to fetch the page ahead (its own rules: after 3 s, by batches, not on a slow connection).
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
    const onHover = (event: MouseEvent) => {
      const path = pageOf((event.target as Element | null)?.closest("a[href]") ?? null);
      if (path) loader()?.hovering(path);
    };
    // Without IntersectionObserver (as Gatsby's Link does) no link is fetched ahead for being in view.
    const inView =
      "IntersectionObserver" in window
        ? new IntersectionObserver((entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              inView?.unobserve(entry.target);
              const path = pageOf(entry.target);
              if (path) loader()?.enqueue(path);
            }
          })
        : undefined;
    // The observer judges a link when it comes into view: hundreds of links, not each parsed as a URL at hydration.
    if (inView) for (const link of region.querySelectorAll(SITE_PATH_LINKS)) inView.observe(link);
    region.addEventListener("click", onClick);
    region.addEventListener("mouseover", onHover);
    return () => {
      stopCampaign();
      region.removeEventListener("click", onClick);
      region.removeEventListener("mouseover", onHover);
      inView?.disconnect();
    };
  }, [root]);
}
