/** The fields a click has in React and in the DOM alike. */
type Click = Pick<MouseEvent, "defaultPrevented" | "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">;

/**
 * A plain primary-button click nobody has handled yet: the one a page may take over. With a modifier
 * the browser's own action (new tab, new window, download) stays the visitor's.
 */
export const isPlainLeftClick = (event: Click): boolean =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
