import { describe, expect, it } from "vitest";
import { jsonNestsDeeperThan } from "./json-depth";

const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

describe("jsonNestsDeeperThan", () => {
  it("counts objects and arrays", () => {
    expect(jsonNestsDeeperThan(nested(3), 3)).toBe(false);
    expect(jsonNestsDeeperThan(nested(4), 3)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":[{"b":{}}]}', 4)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":[{"b":{"c":[]}}]}', 4)).toBe(true);
    expect(jsonNestsDeeperThan("[[],[],[]]", 2)).toBe(false);
  });

  it("skips brackets inside strings, escaped quotes included", () => {
    expect(jsonNestsDeeperThan(`{"a":"${"[".repeat(100)}"}`, 1)).toBe(false);
    expect(jsonNestsDeeperThan(`{"a":"\\"${"{".repeat(100)}"}`, 1)).toBe(false);
    expect(jsonNestsDeeperThan(`{"a":"\\\\",${nested(5)}}`, 3)).toBe(true);
  });

  it("reads a million levels without recursion", () => {
    expect(jsonNestsDeeperThan("[".repeat(1_000_000), 32)).toBe(true);
  });
});
