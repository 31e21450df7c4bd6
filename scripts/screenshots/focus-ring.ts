/** The computed styles that can draw a focus ring, on one layer of an element. */
export interface RingStyle {
  outlineStyle: string;
  outlineWidth: string;
  outlineColor: string;
  boxShadow: string;
}

/** The focused element as the page shows it: its ring layers focused and, remembered before the walk, unfocused. */
export interface FocusReading {
  /** No element has the focus: it left the page (or never entered it). */
  onBody: boolean;
  element: string;
  /** Its box is drawn (not zero-sized, not visibility: hidden). */
  shown: boolean;
  /** Layers: the element, its ::before, its ::after, its parent (a ring drawn by :focus-within or :has()). */
  focused: RingStyle[];
  unfocused: RingStyle[] | null;
}

const TRANSPARENT = /^(transparent|rgba\(.*,\s*0\))$/;

const drawsRing = (style: RingStyle) =>
  (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0 && !TRANSPARENT.test(style.outlineColor)) ||
  style.boxShadow !== "none";

const sameRing = (a: RingStyle, b: RingStyle | undefined) =>
  b !== undefined &&
  a.outlineStyle === b.outlineStyle &&
  a.outlineWidth === b.outlineWidth &&
  a.outlineColor === b.outlineColor &&
  a.boxShadow === b.boxShadow;

/**
 * Whether focus draws a ring: a layer draws an outline or a shadow that it does not draw unfocused. Null when the
 * unfocused state is unknown (the element appeared after the walk began) and no layer draws one.
 */
export function ringShown({ focused, unfocused }: Pick<FocusReading, "focused" | "unfocused">): boolean | null {
  if (!unfocused) return focused.some(drawsRing) ? true : null;
  return focused.some((style, layer) => drawsRing(style) && !sameRing(style, unfocused[layer]));
}

/**
 * In the page: with `remember`, notes the ring styles of every focusable element while none has the focus (and
 * takes the focus back to the top of the page); otherwise reads the focused element against them.
 */
export function readFocus(remember: boolean): FocusReading | null {
  const store = window as unknown as { __unfocusedRings?: Map<Element, RingStyle[]> };
  const ringStyles = (element: Element): RingStyle[] => {
    const layers = [getComputedStyle(element), getComputedStyle(element, "::before"), getComputedStyle(element, "::after")];
    if (element.parentElement) layers.push(getComputedStyle(element.parentElement));
    return layers.map(({ outlineStyle, outlineWidth, outlineColor, boxShadow }) => ({
      outlineStyle,
      outlineWidth,
      outlineColor,
      boxShadow,
    }));
  };
  const active = document.activeElement;
  const onBody = !active || active === document.body || active === document.documentElement;
  if (remember) {
    if (!onBody) {
      // An element focused on load: the walk starts from the top of the page, as for a visitor who just arrived.
      (active as HTMLElement).blur();
      document.body.tabIndex = -1;
      document.body.focus();
      document.body.removeAttribute("tabindex");
    }
    const focusable = document.querySelectorAll(
      "a[href], area[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable]",
    );
    store.__unfocusedRings = new Map([...focusable].map((element) => [element, ringStyles(element)]));
    return null;
  }
  if (onBody) return { onBody, element: "", shown: false, focused: [], unfocused: null };
  const box = active.getBoundingClientRect();
  const label = (active.getAttribute("aria-label") || active.textContent || "").replace(/\s+/g, " ").trim().slice(0, 40);
  return {
    onBody,
    element: `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ""}${label ? ` « ${label} »` : ""}`,
    shown: box.width > 0 && box.height > 0 && getComputedStyle(active).visibility !== "hidden",
    focused: ringStyles(active),
    unfocused: store.__unfocusedRings?.get(active) ?? null,
  };
}

/** The role and name of Playwright's ARIA snapshot of the focused element (its first line), e.g. `link "Tarifs"`. */
export function roleAndName(snapshot: string): string {
  const line = (snapshot.split("\n")[0] ?? "").replace(/^\s*- /, "").replace(/:$/, "");
  // YAML quotes a line holding « : » (« Ajouter à mon agenda : … »), its own quotes doubled inside.
  const first = /^'.*'$/.test(line) ? line.slice(1, -1).replaceAll("''", "'") : line;
  return first.length > 100 ? `${first.slice(0, 99)}…` : first;
}
