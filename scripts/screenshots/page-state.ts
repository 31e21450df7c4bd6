import type { Overflow } from "./findings";

/**
 * Under tsx, a function's inner named closures call esbuild's `__name` helper, which the page lacks: every page
 * gets a stand-in before anything is run in it (bench/engines.ts does the same).
 */
export const defineNameHelper = () => void ((window as unknown as Record<string, unknown>).__name = (fn: unknown) => fn);

/**
 * In the page, polled until true: nothing drawn says it is loading (aria-busy, « Chargement… » in the header or
 * the main content), and every image drawn is loaded and decoded, fonts too. Lazy images are asked for now: a
 * whole-page shot draws them all.
 */
export function pageSettled(): boolean | Promise<boolean> {
  const drawn = (element: Element) => element.getClientRects().length > 0;
  const busy = [...document.querySelectorAll('[aria-busy="true"]')].some(drawn);
  const text = ["header", "main"].map((css) => document.querySelector<HTMLElement>(css)?.innerText ?? "").join(" ");
  const images = [...document.images].filter(drawn);
  for (const image of images) if (image.loading === "lazy") image.loading = "eager";
  if (busy || /Chargement/.test(text) || images.some((image) => !image.complete)) return false;
  return Promise.all([document.fonts.ready, ...images.map((image) => image.decode().catch(() => undefined))]).then(() => true);
}

/**
 * In the page: null when it is no wider than the window; otherwise how wide, and the outermost elements that stick
 * out past the window's right edge, none of their ancestors clipping them.
 */
export function horizontalOverflow(): Overflow | null {
  const scrollWidth = document.scrollingElement?.scrollWidth ?? 0;
  if (scrollWidth <= innerWidth) return null;
  const edge = document.documentElement.clientWidth + 1;
  const clipped = (element: Element) => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX !== "visible") return true;
    }
    return false;
  };
  const sticking = [...document.body.querySelectorAll("*")].filter(
    (element) => element.getBoundingClientRect().right > edge && !clipped(element),
  );
  const sticks = new Set(sticking);
  const outermost = sticking.filter((element) => !sticks.has(element.parentElement!));
  const describe = (element: Element) => {
    const name = `${element.tagName.toLowerCase()}${element.classList[0] ? `.${element.classList[0]}` : ""}`;
    const text = (element.getAttribute("aria-label") || element.textContent || "").replace(/\s+/g, " ").trim().slice(0, 30);
    return `${name} right edge ${Math.round(element.getBoundingClientRect().right)} px${text ? ` « ${text} »` : ""}`;
  };
  return { scrollWidth, innerWidth, offenders: outermost.slice(0, 3).map(describe) };
}

/**
 * In the page: on the static parts of `/` and `/films/`, each film's slot (the build's « Ajouter à mes films » link,
 * `data-favorite-film`) is hidden for a member and her toggle put after it, once its code has loaded; nothing
 * is drawn meanwhile, and nothing says so. True when every slot holds its toggle (or the page has none).
 */
export const favouriteTogglesPlaced = () =>
  [...document.querySelectorAll<HTMLElement>("a[data-favorite-film]")].every(
    (slot) => slot.hidden && slot.nextElementSibling?.firstElementChild,
  );

/** In the page: whether it kept its fallback fonts, one being late at its first frame (src/lib/late-fonts.ts). */
export const keptFallbackFonts = (attribute: string) => document.documentElement.hasAttribute(attribute);

/** In the page: once every font it asked for has loaded. */
export const fontsLoaded = () => document.fonts.ready.then(() => true);
