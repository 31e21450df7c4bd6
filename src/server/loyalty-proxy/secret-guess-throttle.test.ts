import { describe, expect, it } from "vitest";
import { SecretGuessThrottle } from "./secret-guess-throttle";

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const fail = (throttle: SecretGuessThrottle, keys: string[], times: number) => {
  for (let i = 0; i < times; i++) {
    expect(throttle.begin(keys).allowed).toBe(true);
    throttle.finish(keys, "failure");
  }
};

describe("SecretGuessThrottle", () => {
  it("blocks a key after 10 failures in a row for 15 minutes", () => {
    const time = clock();
    const throttle = new SecretGuessThrottle({ now: time.now });
    fail(throttle, ["ip:a"], 10);
    expect(throttle.begin(["ip:a"])).toEqual({ allowed: false, retryAfterSeconds: 900 });
    time.advance(14 * 60_000);
    expect(throttle.begin(["ip:a"])).toEqual({ allowed: false, retryAfterSeconds: 60 });
    time.advance(60_000);
    expect(throttle.begin(["ip:a"]).allowed).toBe(true);
  });

  it("resets the count on a success and ignores neutral outcomes", () => {
    const throttle = new SecretGuessThrottle();
    fail(throttle, ["ip:a"], 9);
    throttle.begin(["ip:a"]);
    throttle.finish(["ip:a"], "success");
    fail(throttle, ["ip:a"], 9);
    throttle.begin(["ip:a"]);
    throttle.finish(["ip:a"], "neutral");
    expect(throttle.begin(["ip:a"]).allowed).toBe(true);
  });

  it("counts attempts in flight, so parallel guesses cannot overshoot", () => {
    const throttle = new SecretGuessThrottle();
    for (let i = 0; i < 10; i++) expect(throttle.begin(["ip:a"]).allowed).toBe(true);
    expect(throttle.begin(["ip:a"]).allowed).toBe(false);
  });

  it("forgets idle keys and stays within its bound", () => {
    const time = clock();
    const throttle = new SecretGuessThrottle({ now: time.now, maxEntries: 100, idleMs: 60_000 });
    for (let i = 0; i < 1000; i++) fail(throttle, [`ip:${i}`], 1);
    expect(throttle.size).toBe(100);
    time.advance(61_000);
    fail(throttle, ["ip:new"], 1);
    expect(throttle.size).toBe(1);
  });
});
