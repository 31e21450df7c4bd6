import type { IncomingMessage } from "node:http";

export interface BodyRead {
  bytes: Buffer;
  /** True when reading stopped past the limit: the rest was left unread. */
  cutOff: boolean;
}

/** Reads a request stream, stopping at limit + 1 bytes so a too-large body is seen, not buffered. */
export function readBodyStream(stream: IncomingMessage, limit: number): Promise<BodyRead> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const cleanup = () => {
      stream.off("data", onData);
      stream.off("end", onEnd);
      stream.off("error", onError);
      stream.off("aborted", onAborted);
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      total += chunk.byteLength;
      if (total <= limit) return;
      cleanup();
      stream.pause();
      resolve({ bytes: Buffer.concat(chunks, total), cutOff: true });
    };
    const onEnd = () => {
      cleanup();
      resolve({ bytes: Buffer.concat(chunks, total), cutOff: false });
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onAborted = () => onError(new Error("request aborted"));
    stream.on("data", onData);
    stream.on("end", onEnd);
    stream.on("error", onError);
    stream.on("aborted", onAborted);
  });
}
