/** A hash link's target: scrolled into view and focused (made focusable if it is not), the address updated. */
export function focusElement(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  if (!element.matches("a[href], button, input, select, textarea, [tabindex]")) element.setAttribute("tabindex", "-1");
  element.scrollIntoView({ block: "start" });
  element.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, "", `#${id}`);
}
