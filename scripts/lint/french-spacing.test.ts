import { Linter } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { frenchPlugin } from "./french-spacing.mjs";

const linter = new Linter({ configType: "flat" });
const problemsOf = (code: string) =>
  linter
    .verify(
      code,
      [
        {
          files: ["**/*.tsx"],
          languageOptions: { parser: tseslint.parser },
          plugins: { french: frenchPlugin },
          rules: { "french/typed-spacing": "error" },
        },
      ],
      "sample.tsx",
    )
    .map((problem) => problem.ruleId ?? problem.message);

describe("french/typed-spacing", () => {
  it.each([
    "const a = <li>{days} : {hours}</li>;",
    'const a = <p><strong>{name}</strong> :{" "}{text}</p>;',
    "const a = <strong>{label} : </strong>;",
    "const a = <p>Vraiment ?</p>;",
    "const a = <p>Enfin ; voilà !</p>;",
    'const a = <p>{" : "}</p>;',
    "const a = <Seo title={`${name} : ${title}`} />;",
    'const a = <input placeholder="Votre nom ?" />;',
    "const a = <p>Ouvert dès 10 h 30</p>;",
    "const a = <p>Fermé à 23 h.</p>;",
    "const a = <p>{`de 10\u00A0h 30`}</p>;",
  ])("refuses %s", (code) => {
    expect(problemsOf(code)).toEqual(["french/typed-spacing"]);
  });

  it.each([
    "const a = <li>{days}\u00A0: {hours}</li>;",
    "const a = <p>Vraiment\u202F?</p>;",
    "const a = <p>{open ? first : second}</p>;",
    "const a = <a href={`https://example.fr/?a=1`}>20:30</a>;",
    "const a = <p>Ouvert dès 10\u00A0h\u00A030, 5 heures de films</p>;",
    "const text = `${name} : ${title}`; // outside JSX: the built pages' check (typography.spec.ts) reads it",
    "const a = <p>{intl.formatMessage(messages.heading, { cinema })}</p>;",
  ])("accepts %s", (code) => {
    expect(problemsOf(code)).toEqual([]);
  });
});
