import { describe, expect, it } from "vitest";
import { hashMemberId } from "./member-hash";

describe("hashMemberId", () => {
  it.each([
    ["abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"],
    [" abc ", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"],
    ["", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"],
  ])("SHA-256 of %j in lowercase hexadecimal", async (id, hash) => {
    expect(await hashMemberId(id)).toBe(hash);
  });
});
