import { Linter } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { barePeachCodeSelectors, versionBranchingSelectors } from "./loyalty-syntax.mjs";

const linter = new Linter({ configType: "flat" });
const messagesOf = (selectors: unknown[], code: string) =>
  linter.verify(
    code,
    [
      {
        files: ["**/*.ts"],
        languageOptions: { parser: tseslint.parser },
        rules: { "no-restricted-syntax": ["error", ...(selectors as object[])] },
      },
    ],
    "sample.ts",
  );

describe("no bare peachCode numbers", () => {
  it.each([
    "if (answer.peachCode === 26) go();",
    "if (26 !== outcome.peachCode) go();",
    "const expired = peachCode == 46;",
    "const refusal = { kind: 'refused', peachCode: 57 };",
    "switch (answer.peachCode) { case 1015: break; }",
    "throw new LoyaltyCallError(46);",
    "throw new LoyaltyError(1);",
  ])("refuses %s", (code) => {
    expect(messagesOf(barePeachCodeSelectors, code)).toHaveLength(1);
  });

  it.each([
    "if (answer.peachCode === PeachCode.NOT_ACTIVATED) go();",
    "const ok = answer.peachCode !== PEACH_SUCCESS;",
    "const refusal = { kind: 'refused', peachCode: answer.peachCode };",
    "throw new LoyaltyCallError(null);",
    "const found = answer.statusCode === 200;",
  ])("accepts %s", (code) => {
    expect(messagesOf(barePeachCodeSelectors, code)).toEqual([]);
  });
});

describe("no loyalty version branching", () => {
  it.each([
    "const name = loyaltySettings.version === 3 ? 'loginV3' : 'login';",
    "if (settings.version !== 3) return;",
    "if (version === 1) go();",
    "useHistory(kind, loyaltySettings.version, 4);",
  ])("refuses %s", (code) => {
    expect(messagesOf(versionBranchingSelectors, code).length).toBeGreaterThan(0);
  });

  it.each(["if (memberOffers.cards) show();", "const cookie = session.cypherVersion === 1;"])("accepts %s", (code) => {
    expect(messagesOf(versionBranchingSelectors, code)).toEqual([]);
  });
});
