import { expect, it } from "vitest";
import type { ThrottleStore } from "./throttle-store";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What every throttle store must do, run against the memory store and a real Redis.
 * Windows are short and real (Redis keeps its own clock); keys are unique per run.
 */
export function throttleStoreContract(store: () => ThrottleStore) {
  let n = 0;
  const key = () => `contract:${process.pid}:${Date.now()}:${n++}`;

  it("takes up to the limit, then refuses with the time left", async () => {
    const k = key();
    for (let i = 0; i < 3; i++) expect(await store().take(k, 3, 60_000)).toEqual({ taken: true });
    const refused = await store().take(k, 3, 60_000);
    expect(refused.taken).toBe(false);
    expect(!refused.taken && refused.retryAfterMs).toBeGreaterThan(59_000);
    expect(!refused.taken && refused.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it("forgets a counter a window after its last unit, and a refusal does not extend it", async () => {
    const k = key();
    await store().take(k, 2, 300);
    await sleep(150);
    await store().take(k, 2, 300);
    await sleep(200);
    expect((await store().take(k, 2, 300)).taken).toBe(false);
    await sleep(150);
    expect((await store().take(k, 2, 300)).taken).toBe(true);
  });

  it("gives back, never below zero, and clears", async () => {
    const k = key();
    await store().take(k, 2, 60_000);
    await store().take(k, 2, 60_000);
    await store().giveBack(k);
    expect((await store().take(k, 2, 60_000)).taken).toBe(true);
    expect((await store().take(k, 2, 60_000)).taken).toBe(false);
    await store().clear(k);
    await store().giveBack(k);
    await store().giveBack(k);
    expect((await store().take(k, 2, 60_000)).taken).toBe(true);
    expect((await store().take(k, 2, 60_000)).taken).toBe(true);
    expect((await store().take(k, 2, 60_000)).taken).toBe(false);
  });

  it("counts parallel takes exactly", async () => {
    const k = key();
    const results = await Promise.all(Array.from({ length: 50 }, () => store().take(k, 10, 60_000)));
    expect(results.filter((result) => result.taken)).toHaveLength(10);
  });

  it("keeps a flag for its lifetime", async () => {
    const k = key();
    expect(await store().isMarked(k)).toBe(false);
    await store().mark(k, 200);
    expect(await store().isMarked(k)).toBe(true);
    await sleep(250);
    expect(await store().isMarked(k)).toBe(false);
  });
}
