import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { intlWarmUpScript } from "./write-intl-warm-up";

describe("intlWarmUpScript", () => {
  it("makes the first uses of Intl in the site's locale and time zone, then says it is done", () => {
    const made: string[] = [];
    const record = (name: string, Base: new (...args: never[]) => object) =>
      class extends (Base as new (...args: unknown[]) => object) {
        constructor(...args: unknown[]) {
          super(...args);
          made.push(`${name} ${JSON.stringify(args)}`);
        }
      };
    const posted: unknown[] = [];
    const intl = {
      ...Intl,
      DateTimeFormat: Object.assign(record("DateTimeFormat", Intl.DateTimeFormat), {
        supportedLocalesOf: (locales: string) => Intl.DateTimeFormat.supportedLocalesOf(locales),
      }),
      NumberFormat: Object.assign(record("NumberFormat", Intl.NumberFormat), {
        supportedLocalesOf: (locales: string) => Intl.NumberFormat.supportedLocalesOf(locales),
      }),
    };
    runInNewContext(intlWarmUpScript("fr-FR", "Europe/Paris"), {
      Intl: intl,
      Date,
      postMessage: (message: unknown) => posted.push(message),
    });
    expect(made.some((call) => call.includes('"fr-FR"') && call.includes('"Europe/Paris"'))).toBe(true);
    expect(made.some((call) => call.startsWith("NumberFormat") && call.includes('"fr-FR"'))).toBe(true);
    expect(posted).toEqual(["ready"]);
  });

  it("writes locale and time zone as JSON strings (no code from settings)", () => {
    const script = intlWarmUpScript('fr-FR");alert(1);("', "Europe/Paris");
    expect(script).toContain('"fr-FR\\");alert(1);(\\""');
  });
});
