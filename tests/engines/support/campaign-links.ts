import type { EnginePage } from "./engine";

/**
 * SPEC §2 on the pages with static parts: every film, programme and booking link carries the page's utm_ parameters
 * and nothing else of its query. The links are read in the page, as their `href`s say, and judged here, with the
 * Chromium suite's selection (tests/e2e/campaign-links.spec.ts).
 */

/** A visitor from a newsletter: the campaign's parameters, and one that is not a campaign's. */
export const FROM_A_CAMPAIGN = "?utm_source=lettre&utm_campaign=nov&autre=1";

/** What those links carry of it, in its order: a film page reached by one has exactly this query. */
export const CARRIED = "?utm_source=lettre&utm_campaign=nov";

export type LinkKind = "film" | "programme" | "booking";

/**
 * Where a link of the site leads. Not counted: a place on the page (`#jour-…`, the day chips before the listing
 * runs, which keep the page's own address), another site, and the site's other pages (the login link of
 * « Ajouter à mes films »).
 */
function kindOf(url: URL): LinkKind | null {
  if (/^\/films\/\d{6,10}-[^/]+\/$/.test(url.pathname)) return "film";
  if (url.pathname === "/films/") return "programme";
  if (url.pathname === "/api/startticketing/redirect") return "booking";
  return null;
}

const campaignOf = (query: URLSearchParams) =>
  [...query]
    .filter(([name]) => name.startsWith("utm_"))
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join("&");

const CAMPAIGN = campaignOf(new URLSearchParams(CARRIED));

export interface CampaignLinks {
  counts: Record<LinkKind, number>;
  /** The links of those kinds without exactly the campaign: one missing, another utm_ value, or `autre`. */
  wrong: string[];
}

/** The film, programme and booking links among `hrefs` (resolved against the page's `address`), and the wrong ones. */
export function campaignLinks(hrefs: readonly string[], address: string): CampaignLinks {
  const page = new URL(address);
  const counts: Record<LinkKind, number> = { film: 0, programme: 0, booking: 0 };
  const wrong: string[] = [];
  for (const href of hrefs) {
    if (href.startsWith("#")) continue;
    const url = new URL(href, page);
    const kind = url.origin === page.origin ? kindOf(url) : null;
    if (!kind) continue;
    counts[kind] += 1;
    if (campaignOf(url.searchParams) !== CAMPAIGN || url.searchParams.has("autre")) wrong.push(href);
  }
  return { counts, wrong };
}

/**
 * Throws unless `hrefs` (links of the page at `address`) hold at least `least` film, programme and booking links,
 * one of each kind `present` names, and every one of them carries exactly the page's campaign.
 */
export function expectCampaign(hrefs: readonly string[], address: string, least: number, present: LinkKind[], when: string) {
  const { counts, wrong } = campaignLinks(hrefs, address);
  const total = counts.film + counts.programme + counts.booking;
  if (total < least || present.some((kind) => counts[kind] === 0)) {
    throw new Error(`${when}: too few film, programme and booking links, ${JSON.stringify(counts)}`);
  }
  if (wrong.length > 0) {
    throw new Error(`${when}: ${wrong.length} of ${total} links without exactly ${CARRIED}: ${wrong.slice(0, 5).join(", ")}`);
  }
}

/** Every link of <main>, as its `href` says now. */
export const mainLinks = (page: EnginePage) =>
  page.run(() => [...document.querySelectorAll("main a[href]")].map((link) => link.getAttribute("href") ?? ""));

interface LinkWatch {
  __linksSeen?: Set<string>;
}

/**
 * From now on the page notes where each link of <main> leads after each change of the page (a link added, an `href`
 * written), as it is when the change is over: a link that leads without the campaign for a moment is seen, whenever
 * the journey looks. `linksSeen` gives them.
 */
export const watchMainLinks = (page: EnginePage) =>
  page.run(() => {
    const seen = new Set<string>();
    const note = (link: Element) => {
      const href = link.getAttribute("href");
      if (href !== null) seen.add(href);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === "attributes") note(record.target as Element);
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches("a[href]")) note(node);
          node.querySelectorAll("a[href]").forEach(note);
        }
      }
    }).observe(document.querySelector("main")!, { subtree: true, childList: true, attributes: true, attributeFilter: ["href"] });
    (window as LinkWatch).__linksSeen = seen;
  });

/** What `watchMainLinks` saw since; empty if the page was left. */
export const linksSeen = (page: EnginePage) => page.run(() => [...((window as LinkWatch).__linksSeen ?? [])]);
