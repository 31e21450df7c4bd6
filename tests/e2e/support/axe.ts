import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** A frame the page's own origin can reach: same origin, or about:blank and srcdoc frames, which inherit it. */
const sameOriginAs = (origin: string) => (url: string) =>
  url === "" || url.startsWith("about:") || new URL(url).origin === origin;

/**
 * axe for a page. Where every frame is the page's own origin (most pages: no ad or video frame yet), axe runs in the
 * page itself (`setLegacyMode`): the same rules over the same frames, without the blank page the default run opens to
 * merge each frame's results (0.4 to 1 s a check on this 2-core machine). A page with another origin's frame gets
 * the default run, which reaches into it.
 */
export function axeFor(page: Page): AxeBuilder {
  const ownOrigin = sameOriginAs(new URL(page.url()).origin);
  const onlyOwnFrames = page.frames().every((frame) => ownOrigin(frame.url()));
  return new AxeBuilder({ page }).setLegacyMode(onlyOwnFrames);
}
