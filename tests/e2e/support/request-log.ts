import type { Page } from "@playwright/test";

/** Every http(s) request the page makes, in order. */
export function recordRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (/^https?:/.test(url)) urls.push(url);
  });
  return {
    all: () => [...urls],
    /** Requests that left the machine (any host but localhost / 127.0.0.1). */
    thirdParty: () => urls.filter((url) => !["localhost", "127.0.0.1"].includes(new URL(url).hostname)),
    hosts: () => [...new Set(urls.map((url) => new URL(url).hostname))],
  };
}
