import { afterEach, describe, expect, it, vi } from "vitest";
import { parseSizeMapping } from "./size-mapping";

afterEach(() => vi.restoreAllMocks());

describe("parseSizeMapping (SPEC §5, §8)", () => {
  it("sorts numeric viewport keys largest first and skips positions without a key", () => {
    const text = JSON.stringify({
      header: {
        "0": [[320, 50]],
        "1024": [
          [970, 90],
          [728, 90],
        ],
        "768": [[728, 90]],
        wide: [[1, 1]],
      },
    });
    expect(parseSizeMapping(text, ["header", "footer"])).toEqual({
      header: [
        [
          [1024, 0],
          [
            [970, 90],
            [728, 90],
          ],
        ],
        [[768, 0], [[728, 90]]],
        [[0, 0], [[320, 50]]],
      ],
    });
  });

  it.each([[null], [""]])("no mapping (%o) → none", (text) => expect(parseSizeMapping(text, ["header"])).toEqual({}));

  it("a position whose value is not an object warns and is left out", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const text = JSON.stringify({ header: [[728, 90]], footer: { "0": ["fluid"] }, pulse: "300x250" });
    expect(parseSizeMapping(text, ["header", "footer", "pulse"])).toEqual({ footer: [[[0, 0], ["fluid"]]] });
    expect(warn.mock.calls.map(([message]) => message as string)).toEqual([
      "Invalid size mapping for ad location header",
      "Invalid size mapping for ad location pulse",
    ]);
  });

  it.each([["{not json"], ["[1, 2]"], ["42"]])("%s: logs « Error parsing size mapping » and is ignored", (text) => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(parseSizeMapping(text, ["header"])).toEqual({});
    expect(error.mock.calls[0]?.[0]).toBe("Error parsing size mapping");
  });
});
