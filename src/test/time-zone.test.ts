import { describe, expect, it } from "vitest";

// vitest.config.mts runs the tests away from the cinema's time zone, whatever the machine's: a rule that reads the
// runtime's clock where it should read Paris's fails in them.
describe("the tests' time zone", () => {
  const parisEvening = new Date("2026-11-25T20:30:00Z");
  const format = (timeZone?: string) =>
    new Intl.DateTimeFormat("fr-FR", { dateStyle: "full", timeStyle: "short", timeZone }).format(parisEvening);

  it("is not Paris's: an evening there is another day here", () => {
    expect(format("Europe/Paris")).toBe("mercredi 25 novembre 2026 à 21:30");
    expect(format()).toBe("jeudi 26 novembre 2026 à 10:30");
  });
});
