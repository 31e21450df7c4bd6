import { describe, expect, it } from "vitest";
import { followableUrl } from "./followable-url";

const anyHttps = (url: URL) => url.protocol === "https:";

describe("followableUrl", () => {
  it("answers the normalised address the rule accepts, without surrounding whitespace", () => {
    expect(followableUrl(" https://Example.com/a?b=1 \n", anyHttps)).toBe("https://example.com/a?b=1");
  });

  it.each([
    ["https://user:pass@example.com/"],
    ["https://example.com/a b"],
    ["https://example.com\\@evil.example/"],
    ["javascript:alert(1)"],
    ["/relative/path"],
    [42],
    [null],
  ])("refuses %j", (answer) => {
    expect(followableUrl(answer, anyHttps)).toBeNull();
  });

  it("refuses what the rule refuses", () => {
    expect(followableUrl("http://example.com/", anyHttps)).toBeNull();
  });
});
