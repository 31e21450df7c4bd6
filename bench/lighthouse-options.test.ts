import { describe, expect, it } from "vitest";
import { parseLighthouseOptions } from "./lighthouse-options";

describe("parseLighthouseOptions", () => {
  it("reads the baseline from the flag in either form, and the strict switch", () => {
    expect(parseLighthouseOptions(["--baseline", "9185e5e"], {})).toEqual({ baseline: "9185e5e", strict: false });
    expect(parseLighthouseOptions(["--strict", "--baseline=9185e5e"], {})).toEqual({ baseline: "9185e5e", strict: true });
  });

  it("takes LIGHTHOUSE_BASELINE when no flag names one, the flag first otherwise", () => {
    expect(parseLighthouseOptions([], { LIGHTHOUSE_BASELINE: "9185e5e" })).toEqual({ baseline: "9185e5e", strict: false });
    expect(parseLighthouseOptions(["--baseline", "b9f0fbf"], { LIGHTHOUSE_BASELINE: "9185e5e" }).baseline).toBe("b9f0fbf");
    expect(parseLighthouseOptions([], { LIGHTHOUSE_BASELINE: "" })).toEqual({ strict: false });
  });

  it("refuses a baseline flag without a commit and any argument it does not know, with the usage", () => {
    expect(() => parseLighthouseOptions(["--baseline"], {})).toThrow(/--baseline wants a commit/);
    expect(() => parseLighthouseOptions(["--baseline", "--strict"], {})).toThrow(/--baseline wants a commit/);
    expect(() => parseLighthouseOptions(["--baseline="], {})).toThrow(/Usage: npm run bench:lighthouse/);
    expect(() => parseLighthouseOptions(["--stric"], {})).toThrow(/Unknown argument « --stric »/);
  });
});
