import { afterEach, describe, expect, it, vi } from "vitest";
import { siteIntl } from "./site-intl";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

// SPEC §8: a message id without a French text falls back to its default message, or to the id.
describe("a message without a French text", () => {
  it.each([
    ["its default message", { id: "test.untranslated", defaultMessage: "{count} seats left" }, "3 seats left"],
    ["its id", { id: "test.untranslated.bare" }, "test.untranslated.bare"],
  ])("reads as %s, with no console message in a build", (_, descriptor, text) => {
    const spies = [vi.spyOn(console, "warn"), vi.spyOn(console, "error")];
    expect(siteIntl.formatMessage(descriptor, { count: 3 })).toBe(text);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it("is named in a warning under `gatsby develop`", () => {
    vi.stubEnv("NODE_ENV", "development");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(siteIntl.formatMessage({ id: "test.untranslated.dev", defaultMessage: "Hello" })).toBe("Hello");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"test.untranslated.dev"'));
  });
});
