import { loadScript } from "../../core/load-script";
import { movioTrackerUrl } from "../../../../lib/tracking/vendors";
import type { AnalyticsPlugin } from "../analytics-queue";

/** The tracker's command queue (docs/consent-analytics-ads.md "Cinema marketing tracker"). */
type MovioCommand = (command: string, ...args: unknown[]) => void;

declare global {
  interface Window {
    movio?: MovioCommand & { q?: unknown[][] };
  }
}

/** The one event the tracker receives (SPEC §7): the member's login, with the hashed member id. */
export const MEMBER_LOGIN_EVENT = "member_login";

const commandQueue = (): MovioCommand => {
  if (!window.movio) {
    const queue: MovioCommand & { q?: unknown[][] } = (...args) => (queue.q ??= []).push(args);
    window.movio = queue;
  }
  return (...args) => window.movio?.(...args);
};

/**
 * The cinema marketing tracker for one customer id (SPEC §7): its script, then, for a login, the hashed member
 * identification and a login-time event. Page views are not its business. The caller sends the login only when
 * no consent purpose is denied. Withdrawal stops the tracker (`optOut`) until the next `init`.
 */
export function movioPlugin(customerId: string): AnalyticsPlugin {
  let enabled = true;
  return {
    name: `movio:${customerId}`,
    load() {
      enabled = true;
      commandQueue()("init", customerId);
      return loadScript(movioTrackerUrl(customerId));
    },
    send(event) {
      if (!enabled || event.name !== MEMBER_LOGIN_EVENT) return;
      const movio = commandQueue();
      movio("identify", event.params.hashedMemberId);
      movio("track", "login", { loginAt: event.params.loginAt });
    },
    disable() {
      enabled = false;
    },
    withdraw() {
      commandQueue()("optOut");
    },
  };
}
