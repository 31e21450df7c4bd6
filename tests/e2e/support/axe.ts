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
  const builder = new AxeBuilder({ page }).setLegacyMode(onlyOwnFrames);
  const analyze = builder.analyze.bind(builder);
  builder.analyze = async () => {
    await renderOutOfView(page);
    return analyze();
  };
  return builder;
}

/**
 * The programme's rows and cards out of view are not rendered (`content-visibility: auto`, day-films.tsx) until the
 * reader scrolls near them; axe reads colours from what is painted (`elementsFromPoint`), so it would judge them
 * against the page's background. Rendered all, as each is once in view, before axe looks.
 */
async function renderOutOfView(page: Page): Promise<void> {
  await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
}
