import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";

/** The HTML the build writes: the server's render as Gatsby makes it (every lazy part ready, then written). */
export const preRenderHtml = (element: ReactNode) =>
  new Promise<string>((resolve, reject) => {
    let text = "";
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        text += chunk.toString();
        done();
      },
      final(done) {
        resolve(text);
        done();
      },
    });
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onError: reject });
  });
