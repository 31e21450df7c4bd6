import { describe, expect, it, vi } from "vitest";
import { prefetchEachPageOnce } from "./prefetch-each-page-once";

function loaderStandIn() {
  const queue: string[] = [];
  const aborted: string[] = [];
  const loader = {
    enqueue: vi.fn((path: string) => {
      queue.push(path);
      return { abort: () => aborted.push(path) };
    }),
  };
  return { loader, queue, aborted };
}

describe("prefetchEachPageOnce", () => {
  it("queues each page once, by its path without the query", () => {
    const { loader, queue } = loaderStandIn();
    prefetchEachPageOnce(loader, () => "/");
    loader.enqueue("/films/?jour=2026-11-27");
    loader.enqueue("/films/?jour=2026-11-28");
    loader.enqueue("/connexion/?retour=%2F");
    loader.enqueue("/connexion/");
    expect(queue).toEqual(["/films/", "/connexion/"]);
  });

  it("never queues the page shown", () => {
    const { loader, queue } = loaderStandIn();
    prefetchEachPageOnce(loader, () => "/films/");
    loader.enqueue("/films/?jour=2026-11-27");
    expect(queue).toEqual([]);
  });

  it("keeps a page queued while one of its links still wants it, and drops it when the last lets go", () => {
    const { loader, queue, aborted } = loaderStandIn();
    prefetchEachPageOnce(loader, () => "/");
    const first = loader.enqueue("/films/?jour=1");
    const second = loader.enqueue("/films/?jour=2");
    first.abort();
    first.abort();
    expect(aborted).toEqual([]);
    second.abort();
    expect(aborted).toEqual(["/films/"]);
    loader.enqueue("/films/");
    expect(queue).toEqual(["/films/", "/films/"]);
  });
});
