// no-restricted-syntax selectors of the loyalty boundaries (docs/architecture.md, "Lint"), in their own module so
// that scripts/lint/loyalty-syntax.test.ts can run them on samples.

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
  ...["left", "right"].flatMap((side) =>
    [`${side}.property.name`, `${side}.name`].map((named) => `BinaryExpression[${EQUALITY}][${named}='version']`),
  ),
  "MemberExpression[object.name='loyaltySettings'][property.name='version']",
].map((selector) => ({
  selector,
  message: "No loyalty version branching outside the member API: call its functions, or ask memberOffers what the site offers.",
}));
