import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createAnalyticsQueue,
  PLUGIN_WAIT_MS,
  QUEUE_DRAIN_MS,
  type AnalyticsEvent,
  type AnalyticsPlugin,
} from "./analytics-queue";

const event = (name: string): AnalyticsEvent => ({ name, params: {} });

function plugin(name: string) {
  let finish: (ok: boolean) => void = () => undefined;
  const sent: string[] = [];
  const value: AnalyticsPlugin & { sent: string[]; disabled: boolean; withdrawals: number } = {
    name,
    sent,
    disabled: false,
    withdrawals: 0,
    load: () => new Promise<void>((resolve, reject) => (finish = (ok) => (ok ? resolve() : reject(new Error("blocked"))))),
    send: (e) => sent.push(e.name),
    disable: () => (value.disabled = true),
    withdraw: () => (value.withdrawals += 1),
  };
  return { value, finish: (ok: boolean) => finish(ok) };
}

describe("analytics queue (SPEC §9: drain every 3 s, plugin waited 10 s)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("holds events until the next drain after the plugin is ready", async () => {
    const gtag = plugin("gtag");
    const queue = createAnalyticsQueue([gtag.value], () => Date.now());
    queue.track(event("page_view"));
    gtag.finish(true);
    await vi.advanceTimersByTimeAsync(QUEUE_DRAIN_MS - 1);
    expect(gtag.value.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(gtag.value.sent).toEqual(["page_view"]);
    queue.track(event("second"));
    await vi.advanceTimersByTimeAsync(QUEUE_DRAIN_MS);
    expect(gtag.value.sent).toEqual(["page_view", "second"]);
  });

  it("a slow plugin gets its events when it loads within 10 s; a plugin later than that gets none", async () => {
    const slow = plugin("slow");
    const late = plugin("late");
    const queue = createAnalyticsQueue([slow.value, late.value], () => Date.now());
    queue.track(event("page_view"));
    await vi.advanceTimersByTimeAsync(PLUGIN_WAIT_MS - QUEUE_DRAIN_MS);
    slow.finish(true);
    await vi.advanceTimersByTimeAsync(QUEUE_DRAIN_MS);
    expect(slow.value.sent).toEqual(["page_view"]);
    expect(queue.states()).toEqual({ slow: "ready", late: "loading" });
    await vi.advanceTimersByTimeAsync(QUEUE_DRAIN_MS);
    expect(queue.states()).toEqual({ slow: "ready", late: "failed" });
    late.finish(true);
    queue.track(event("after"));
    await vi.advanceTimersByTimeAsync(QUEUE_DRAIN_MS * 2);
    expect(late.value.sent).toEqual([]);
    expect(slow.value.sent).toEqual(["page_view", "after"]);
  });

  it("a plugin that fails to load drops its events; the others still get them", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const blocked = plugin("blocked");
    const ok = plugin("ok");
    const queue = createAnalyticsQueue([blocked.value, ok.value], () => Date.now());
    queue.track(event("page_view"));
    blocked.finish(false);
    ok.finish(true);
    await vi.advanceTimersByTimeAsync(QUEUE_DRAIN_MS);
    expect(ok.value.sent).toEqual(["page_view"]);
    expect(blocked.value.sent).toEqual([]);
  });

  it("stop() disables every plugin and drops what was waiting", async () => {
    const gtag = plugin("gtag");
    const queue = createAnalyticsQueue([gtag.value], () => Date.now());
    queue.track(event("page_view"));
    queue.stop();
    gtag.finish(true);
    queue.track(event("after-stop"));
    await vi.advanceTimersByTimeAsync(QUEUE_DRAIN_MS * 2);
    expect(gtag.value.sent).toEqual([]);
    expect(gtag.value.disabled).toBe(true);
  });
  it("stop() before a restart tells no vendor of a withdrawal", async () => {
    const gtag = plugin("gtag");
    const queue = createAnalyticsQueue([gtag.value], () => Date.now());
    gtag.finish(true);
    await vi.advanceTimersByTimeAsync(0);
    queue.stop();
    expect(gtag.value.withdrawals).toBe(0);
  });

  it("withdraw() withdraws every plugin; nothing is sent afterwards, not even what was waiting or a drain asked for", async () => {
    const gtag = plugin("gtag");
    const launch = plugin("adobe-launch");
    const queue = createAnalyticsQueue([gtag.value, launch.value], () => Date.now());
    gtag.finish(true);
    launch.finish(true);
    queue.track(event("page_view"));
    await vi.advanceTimersByTimeAsync(QUEUE_DRAIN_MS);
    queue.track(event("waiting"));
    queue.withdraw();
    queue.track(event("after"));
    queue.drain();
    await vi.advanceTimersByTimeAsync(QUEUE_DRAIN_MS * 2);
    expect([gtag.value.sent, launch.value.sent]).toEqual([["page_view"], ["page_view"]]);
    expect([gtag.value.disabled, gtag.value.withdrawals, launch.value.withdrawals]).toEqual([true, 1, 1]);
  });

  it("a vendor whose script arrives after the withdrawal is withdrawn again as it arrives, and gets nothing", async () => {
    const slow = plugin("tag-manager");
    const queue = createAnalyticsQueue([slow.value], () => Date.now());
    queue.track(event("page_view"));
    queue.withdraw();
    expect(slow.value.withdrawals).toBe(1);
    slow.finish(true);
    await vi.advanceTimersByTimeAsync(QUEUE_DRAIN_MS * 2);
    expect(slow.value.withdrawals).toBe(2);
    expect(slow.value.sent).toEqual([]);
  });

  it("an event meant for one plugin (the marketing tracker's login) reaches only that plugin", async () => {
    const gtag = plugin("gtag");
    const movio = plugin("movio:aurore");
    const queue = createAnalyticsQueue([gtag.value, movio.value], () => Date.now());
    gtag.finish(true);
    movio.finish(true);
    queue.track({ name: "member_login", params: { hashedMemberId: "ab" }, plugin: "movio:aurore" });
    queue.track(event("page_view"));
    await vi.advanceTimersByTimeAsync(QUEUE_DRAIN_MS);
    expect(gtag.value.sent).toEqual(["page_view"]);
    expect(movio.value.sent).toEqual(["member_login", "page_view"]);
  });
});
