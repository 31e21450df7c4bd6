// no-restricted-syntax selectors of the loyalty boundaries (docs/architecture.md, "Lint"), in their own module so
// that scripts/lint/loyalty-syntax.test.ts can run them on samples.
import { readFileSync } from "node:fs";

const EQUALITY = "operator=/^[!=]==?$/";
const NUMBER = (node) => `[${node}.type='Literal'][${node}.raw=/^[0-9]+$/]`;

const comparisonsOf = (name) =>
  ["left", "right"].flatMap((side) => {
    const other = side === "left" ? "right" : "left";
    return [`${side}.property.name`, `${side}.name`].map(
      (named) => `BinaryExpression[${EQUALITY}][${named}='${name}']${NUMBER(other)}`,
    );
  });

/** A peachCode is named by the one table, src/lib/loyalty-api/peach-codes.ts (PeachCode.NOT_ACTIVATED, never 26). */
export const barePeachCodeSelectors = [
  ...comparisonsOf("peachCode"),
  `Property[key.name='peachCode']${NUMBER("value")}`,
  `SwitchStatement[discriminant.property.name='peachCode'] > SwitchCase${NUMBER("test")}`,
  `NewExpression[callee.name=/^Loyalty(Call)?Error$/]${NUMBER("arguments.0")}`,
].map((selector) => ({
  selector,
  message: "Name the peachCode from PeachCode (src/lib/loyalty-api/peach-codes.ts), never as a bare number.",
}));

/** Which route a version takes, and what it offers, is the member API's business (src/features/loyalty/core/api/member-api). */
export const versionBranchingSelectors = [
  `BinaryExpression[${EQUALITY}]:matches([left.name='version'], [right.name='version'])`,
  // settings.version, loyaltySettings.version: the version itself, compared or handed on.
  "MemberExpression[property.name='version']",
  // A provider's version (SPEC §4), asked outside the settings and the member API.
  "CallExpression[callee.name='loyaltyVersionOf']",
].map((selector) => ({
  selector,
  message: "No loyalty version branching outside the member API: call its functions, or ask memberOffers what the site offers.",
}));

/**
 * The route table's names, read from the table itself (src/lib/loyalty-api/route-table.ts, one `name: route(…)` a
 * line) so that the selectors below know every route; loyalty-syntax.test.ts checks that none is missed.
 */
export const loyaltyRouteNames = [
  ...readFileSync(new URL("../../src/lib/loyalty-api/route-table.ts", import.meta.url), "utf8").matchAll(/^ {2}(\w+): route\(/gm),
].map(([, name]) => name);

const namesRegex = (names) => `/^(${names.join("|")})$/`;
/** Version 3's route names ("createMemberV3"…): whatever they are compared with, that picks a version's route. */
const V3_ROUTE = namesRegex(loyaltyRouteNames.filter((name) => name.endsWith("V3")));
/** The other route names ("login", "createMember"…): compared with something that holds a route name. */
const OTHER_ROUTE = namesRegex(loyaltyRouteNames.filter((name) => !name.endsWith("V3")));
/** What holds a route name: `name`, `route`, `routeName`, `call.name`, `routeIn(…)`, `createMemberRoute(…)`, `rewardsRouteFor(…)`. */
const HOLDS_ROUTE = "/^(name|route|routeName|routeIn)$|Route(Name|In|Of|For)?$/";

const routeComparisonsOn = (side) => {
  const other = side === "left" ? "right" : "left";
  return [
    `[${side}.value=${V3_ROUTE}]`,
    ...["name", "property.name", "callee.name"].map(
      (holder) => `[${side}.value=${OTHER_ROUTE}][${other}.${holder}=${HOLDS_ROUTE}]`,
    ),
    // routes.createMember === routes.createMemberV3, loyaltyRoutes[name] !== …
    `[${side}.type='MemberExpression'][${side}.object.name=/[Rr]outes$/]`,
  ];
};

/**
 * Route names compared: how a version's route was picked outside the member API (`name === "createMember" ||
 * name === "createMemberV3"`, `routes.createMember === routes.createMemberV3`). Routes, like versions, are its own.
 */
export const routeNameSelectors = [
  `BinaryExpression[${EQUALITY}]:matches(${["left", "right"].flatMap(routeComparisonsOn).join(", ")})`,
  `SwitchCase[test.value=${V3_ROUTE}]`,
  `SwitchStatement[discriminant.name=${HOLDS_ROUTE}] > SwitchCase[test.value=${OTHER_ROUTE}]`,
].map((selector) => ({
  selector,
  message:
    "Route names are the member API's business: call its typed functions (src/features/loyalty/core/api/member-api), never compare them.",
}));
