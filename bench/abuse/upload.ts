import { readFileSync } from "node:fs";

const MiB = 1024 * 1024;

export interface UploadResult {
  status: number;
  code: string | undefined;
  /** From the first byte sent to the answer's status line. */
  refusedAfterMs: number;
  /** Bytes the client had handed to the connection when the answer came. */
  sentMiB: number;
  /** Highest RSS of the server while the upload ran and for a second after, minus its RSS before. */
  rssGrowthMiB: number;
}

/** Resident memory of a process, from /proc (Linux). */
const rssOf = (pid: number): number => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) * 1024 : NaN;
};

/**
 * Sends `totalMiB` as a chunked body (no Content-Length) of the given content type and watches
 * the server's RSS every 10 ms until a second after the answer.
 */
export async function chunkedUpload(
  url: string,
  serverPid: number,
  contentType: string,
  totalMiB: number,
): Promise<UploadResult> {
  let sent = 0;
  const chunk = new Uint8Array(MiB).fill(0x61);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= totalMiB * MiB) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  const before = rssOf(serverPid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(serverPid))), 10);
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: "POST",
      body,
      headers: { "content-type": contentType },
      duplex: "half",
    } as RequestInit);
    const refusedAfterMs = performance.now() - started;
    const sentMiB = sent / MiB;
    const text = await response.text().catch(() => "");
    let code: string | undefined;
    try {
      code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
    } catch {
      code = undefined;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return { status: response.status, code, refusedAfterMs, sentMiB, rssGrowthMiB: (peak - before) / MiB };
  } finally {
    clearInterval(sampler);
  }
}
