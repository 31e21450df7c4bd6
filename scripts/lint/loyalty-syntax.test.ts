import { Linter } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { loyaltyRoutes } from "../../src/lib/loyalty-api/route-table";
import { barePeachCodeSelectors, loyaltyRouteNames, routeNameSelectors, versionBranchingSelectors } from "./loyalty-syntax.mjs";

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
    "const created = call(createMemberRoute(settings.version), { body });",
    "if (loyaltyVersionOf(siteConfig.loyalty.provider) !== 1) return;",
  ])("refuses %s", (code) => {
    expect(messagesOf(versionBranchingSelectors, code).length).toBeGreaterThan(0);
  });

  it.each(["if (memberOffers.cards) show();", "const cookie = session.cypherVersion === 1;"])("accepts %s", (code) => {
    expect(messagesOf(versionBranchingSelectors, code)).toEqual([]);
  });
});

describe("no route names compared (the member API picks the routes)", () => {
  it("knows every route of the route table", () => {
    expect(loyaltyRouteNames).toEqual(Object.keys(loyaltyRoutes));
  });

  it.each([
    'const action = name === "createMember" || name === "createMemberV3" ? "signup" : undefined;',
    "const v3 = routes.createMember === routes.createMemberV3;",
    "if (loyaltyRoutes[name] !== loyaltyRoutes.login) go();",
    'const code = createMemberRoute(version) === "createMemberV3" ? 60 : 34;',
    'if ("loginV3" === answer.kind) go();',
    'if (call.name !== "sendMemberActivationCode") go();',
    'if (routeIn(version, "resetPassword", "resetPasswordV3") === "resetPassword") validate();',
    'switch (name) { case "logoutByToken": break; }',
    'switch (answer) { case "editMemberV3": break; }',
  ])("refuses %s", (code) => {
    expect(messagesOf(routeNameSelectors, code).length).toBeGreaterThan(0);
  });

  it.each([
    'if (message === "logout") applyChange("logout");',
    'const action = kind === "signup" ? "signup" : undefined;',
    'const route = loyaltyRoutes[name]; if (route.auth === "session") sign();',
    'switch (message) { case "login": break; }',
    "const name = await registerMember(input);",
  ])("accepts %s", (code) => {
    expect(messagesOf(routeNameSelectors, code)).toEqual([]);
  });

  it.each(loyaltyRouteNames)("refuses the route name %s compared with the name it is held in", (route) => {
    expect(messagesOf(routeNameSelectors, `if (name === "${route}") go();`)).toHaveLength(1);
  });
});
