import { test as base, expect, type Page } from "@playwright/test";

/**
 * React reports a hydration mismatch as a recoverable error: in a production build "Minified React error #418"
 * (or #419, #422, #423, #425), in development "Hydration failed", "did not match"… It reaches the console or the
 * page's error reporting.
 */
const HYDRATION_PROBLEM =
  /hydrat|did not match|React error #(418|419|422|423|425)\b|react\.dev\/errors\/(418|419|422|423|425)\b/i;
/** Chromium logs every Content-Security-Policy violation to the console. */
const CSP_VIOLATION = /Content Security Policy/i;

/**
 * Playwright's `test`, with a guard on every page of every test: a Content-Security-Policy violation or a
 * hydration mismatch fails the test, whatever it checks otherwise. Each page the suite opens is checked, so
 * no separate walk over the site is needed to catch them.
 */
export const test = base.extend<{ pageGuard: void }>({
  pageGuard: [
    async ({ context }, use) => {
      const problems: string[] = [];
      const watch = (page: Page) => {
        page.on("console", (message) => {
          const text = message.text();
          const kind = message.type();
          if ((kind === "error" || kind === "warning") && (CSP_VIOLATION.test(text) || HYDRATION_PROBLEM.test(text)))
            problems.push(`${page.url()} console: ${text}`);
        });
        page.on("pageerror", (error) => {
          if (HYDRATION_PROBLEM.test(`${error.message}\n${error.stack ?? ""}`)) problems.push(`${page.url()}: ${error.message}`);
        });
      };
      context.pages().forEach(watch);
      context.on("page", watch);
      await use();
      expect(problems, "Content-Security-Policy violations and hydration mismatches").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
