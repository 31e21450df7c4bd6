/** SPEC §9: the event queue drains every 3 s; a plugin is waited for 10 s at most. */
export const QUEUE_DRAIN_MS = 3000;
export const PLUGIN_WAIT_MS = 10_000;

export interface AnalyticsEvent {
  name: string;
  params: Record<string, string>;
  /** Only for the plugin of this name (the marketing tracker's login); otherwise for every plugin. */
  plugin?: string;
}

export interface AnalyticsPlugin {
  name: string;
  load(): Promise<void>;
  send(event: AnalyticsEvent): void;
  /** Stops the plugin from collecting (before a restart, or a withdrawal). */
  disable(): void;
  /** Consent withdrawn: the vendor's own opt-out, and its first-party cookies deleted. */
  withdraw(): void;
}

type PluginState = "loading" | "ready" | "failed";

/**
 * Events wait here until their plugins are ready: every 3 s the queue hands each
 * ready plugin what it has not seen; a plugin still not loaded after 10 s is given
 * up and its events dropped.
 */
export function createAnalyticsQueue(plugins: readonly AnalyticsPlugin[], now: () => number = Date.now) {
  const entries: { plugin: AnalyticsPlugin; state: PluginState; pending: AnalyticsEvent[] }[] = plugins.map((plugin) => ({
    plugin,
    state: "loading",
    pending: [],
  }));
  const startedAt = now();
  let stopped = false;
  let withdrawn = false;
  for (const entry of entries) {
    entry.plugin.load().then(
      () => {
        // A script that arrives after the withdrawal runs all the same: it is withdrawn as it arrives.
        if (withdrawn) entry.plugin.withdraw();
        else if (entry.state === "loading") entry.state = "ready";
      },
      (error: unknown) => {
        entry.state = "failed";
        console.warn(`Analytics plugin ${entry.plugin.name} failed to load`, error);
      },
    );
  }

  const drain = () => {
    if (stopped) return;
    for (const entry of entries) {
      if (entry.state === "loading" && now() - startedAt >= PLUGIN_WAIT_MS) entry.state = "failed";
      if (entry.state === "failed") entry.pending = [];
      if (entry.state !== "ready") continue;
      const events = entry.pending;
      entry.pending = [];
      events.forEach((event) => entry.plugin.send(event));
    }
  };
  const timer = setInterval(drain, QUEUE_DRAIN_MS);
  const stop = () => {
    stopped = true;
    clearInterval(timer);
    entries.forEach((entry) => {
      entry.pending = [];
      entry.plugin.disable();
    });
  };

  return {
    track(event: AnalyticsEvent) {
      if (stopped) return;
      for (const entry of entries) {
        if (entry.state !== "failed" && (!event.plugin || event.plugin === entry.plugin.name)) entry.pending.push(event);
      }
    },
    drain,
    /** Consent still granted (a restart follows): the plugins stop collecting. */
    stop,
    /** Consent withdrawn: the plugins stop and each vendor is told so (SPEC §4, CNIL). */
    withdraw() {
      stop();
      withdrawn = true;
      entries.forEach((entry) => entry.plugin.withdraw());
    },
    states: () => Object.fromEntries(entries.map((entry) => [entry.plugin.name, entry.state])),
  };
}

export type AnalyticsQueue = ReturnType<typeof createAnalyticsQueue>;
