/**
 * Set on <html> of a page served without its scripts (the service worker's offline page, src/builder/writers/
 * write-service-worker.ts): what can only work, or only be right, once the page's scripts run is not shown there
 * (« Thème sombre », the header's entry that depends on the member's session).
 */
export const WITHOUT_SCRIPTS_ATTRIBUTE = "data-without-scripts";

/** The CSS selector of such a page's <html>, for a component's style: `${ON_PAGE_WITHOUT_SCRIPTS} & { … }`. */
export const ON_PAGE_WITHOUT_SCRIPTS = `html[${WITHOUT_SCRIPTS_ATTRIBUTE}]`;
