import type { GuessPlan, GuessRule } from "./guess-policy";
import type { ThrottleStore } from "./throttle-store";

export type GuessOutcome = "success" | "failure" | "neutral";

export type GuessDecision = { allowed: true; ticket: GuessTicket } | { allowed: false; retryAfterSeconds: number };

/** The counters a guess took, to settle once its answer is known. */
export interface GuessTicket {
  plan: GuessPlan;
  taken: GuessRule[];
}

/**
 * Counts secret guesses against their plan's counters. A guess counts as a failure
 * from the moment it is let through (so parallel guesses cannot overshoot a limit);
 * its answer then settles it: a failure stays counted, a neutral answer (upstream
 * down) is given back, a success clears its own target's counter and gives the others back.
 */
export class GuessThrottle {
  constructor(readonly store: ThrottleStore) {}

  async begin(plan: GuessPlan): Promise<GuessDecision> {
    const taken: GuessRule[] = [];
    for (const rule of plan.rules) {
      if (rule.unlessMarked !== undefined && (await this.store.isMarked(rule.unlessMarked))) continue;
      const result = await this.store.take(rule.key, rule.limit, rule.windowMs);
      if (!result.taken) {
        await Promise.all(taken.map((done) => this.store.giveBack(done.key)));
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(result.retryAfterMs / 1000)) };
      }
      taken.push(rule);
    }
    return { allowed: true, ticket: { plan, taken } };
  }

  async finish(ticket: GuessTicket, outcome: GuessOutcome): Promise<void> {
    if (outcome === "failure") return;
    await Promise.all(
      ticket.taken.map((rule) =>
        outcome === "success" && rule.onSuccess === "clear" ? this.store.clear(rule.key) : this.store.giveBack(rule.key),
      ),
    );
    const mark = ticket.plan.markOnSuccess;
    if (outcome === "success" && mark) await this.store.mark(mark.key, mark.ttlMs);
  }
}
