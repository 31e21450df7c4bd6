import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { islandsReady } from "../components/islands/island";

/**
 * A page's body as the build writes it: every part rendered (`onAllReady`), in one piece. As Gatsby renders, but
 * with no boundary outlined: React 19.2 moves a finished Suspense boundary past 12.8 KB out of place, to be put
 * back by an inline script the Content-Security-Policy refuses, and the static parts of pages are such boundaries
 * (src/components/islands). Used by gatsby-ssr's replaceRenderer and the tests' pre-rendering.
 */
export const renderPageHtml = async (body: ReactNode): Promise<string> => {
  // The islands' modules in first: the slices' styles, collected after, render their islands at once (slice-styles.tsx).
  await islandsReady();
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const { pipe } = renderToPipeableStream(body, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
};
