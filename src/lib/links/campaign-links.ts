import { hasCampaign, withCampaign } from "./campaign";

/** What a link needs to know of the page it is on. */
export type PageAddress = Pick<Location, "href" | "origin" | "pathname" | "search">;

/**
 * The address a link of the pre-rendered HTML should lead to on a page reached from a campaign: its own, with the
 * page's `utm_` parameters. Null when it needs none: another site (or `mailto:`, `tel:`), a place on the page
 * (`#…`), or a link that already carries them.
 */
export function campaignHref(href: string, page: PageAddress): string | null {
  if (href.startsWith("#")) return null;
  let url: URL;
  try {
    url = new URL(href, page.href);
  } catch {
    return null;
  }
  if (url.origin !== page.origin || (url.hash && url.pathname === page.pathname && !url.search)) return null;
  const search = withCampaign(url.search, page.search);
  return search === url.search ? null : `${url.pathname}${search}${url.hash}`;
}

function carryOnto(link: Element, page: PageAddress) {
  const next = campaignHref(link.getAttribute("href") ?? "#", page);
  if (next !== null) link.setAttribute("href", next);
}

/** Gives every link under `root` the page's campaign (at once: what a visitor hovers, copies or long-presses is right). */
export function carryCampaign(root: ParentNode, page: PageAddress): void {
  if (!hasCampaign(page.search)) return;
  for (const link of root.querySelectorAll("a[href]")) carryOnto(link, page);
}

/** Every way a link is followed or taken: a tap or click (any button), Enter, the context menu's « open in… ». */
const FOLLOWING_EVENTS = ["pointerdown", "click", "auxclick", "keydown", "contextmenu"] as const;

/**
 * One listener for every link under `root`, those added later included: the link gets the page's campaign before
 * the browser (or a script) follows it. Reads the page's address at each event. Returns what removes it.
 */
export function followWithCampaign(root: Node, page: PageAddress): () => void {
  const onEvent = (event: Event) => {
    if (event.type === "keydown" && (event as KeyboardEvent).key !== "Enter") return;
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (link && hasCampaign(page.search)) carryOnto(link, page);
  };
  for (const type of FOLLOWING_EVENTS) root.addEventListener(type, onEvent, true);
  return () => {
    for (const type of FOLLOWING_EVENTS) root.removeEventListener(type, onEvent, true);
  };
}
