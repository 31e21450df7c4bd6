import { describe, expect, it } from "vitest";
import type { EnginePage } from "../../tests/engines/support/engine";
import type { FocusReading, RingStyle } from "./focus-ring";
import { accessibilityReport, keyboardOrderLines, stopsWithoutRing, TAB_PRESSES, walkKeyboard } from "./keyboard-order";

const none: RingStyle = { outlineStyle: "none", outlineWidth: "0px", outlineColor: "rgb(0, 0, 0)", boxShadow: "none" };
const ring: RingStyle = { ...none, outlineStyle: "solid", outlineWidth: "3px" };

const reading = (element: string, focused: RingStyle, shown = true): FocusReading => ({
  onBody: false,
  element,
  shown,
  focused: [focused],
  unfocused: [none],
});

/** A page whose focus moves through `stops` on each Tab, then leaves it (or loops when `endless`). */
function pageWithStops(stops: FocusReading[], endless = false) {
  let focus = -1;
  const presses: string[] = [];
  const page = {
    press: async (key: string) => {
      presses.push(key);
      focus += 1;
    },
    run: async (_fn: unknown, remember: boolean) => {
      if (remember) return null;
      const stop = endless ? stops[focus % stops.length] : stops[focus];
      return stop ?? { onBody: true, element: "", shown: false, focused: [], unfocused: null };
    },
  } as unknown as EnginePage;
  return {
    page,
    presses,
    focused: () => Promise.resolve(`- link "${(endless ? stops[focus % stops.length] : stops[focus])!.element}"`),
  };
}

describe("walkKeyboard", () => {
  it("notes each stop with its role, name and ring until the focus leaves the page", async () => {
    const { page, presses, focused } = pageWithStops([reading("Accueil", ring), reading("Tarifs", none)]);
    const walk = await walkKeyboard(page, focused);
    expect(walk).toEqual({
      leftPage: true,
      stops: [
        { role: 'link "Accueil"', ring: true, shown: true, element: "Accueil" },
        { role: 'link "Tarifs"', ring: false, shown: true, element: "Tarifs" },
      ],
    });
    expect(presses).toEqual(["Tab", "Tab", "Tab"]);
  });

  it(`stops after ${TAB_PRESSES} presses on a page with more stops`, async () => {
    const { page, presses, focused } = pageWithStops([reading("Séance", ring)], true);
    const walk = await walkKeyboard(page, focused);
    expect(walk.leftPage).toBe(false);
    expect(walk.stops).toHaveLength(TAB_PRESSES);
    expect(presses).toHaveLength(TAB_PRESSES);
  });
});

describe("the keyboard order as written", () => {
  const walk = {
    leftPage: true,
    stops: [
      { role: 'link "Aller au contenu principal"', ring: true, shown: true, element: "a" },
      { role: 'link "Tarifs"', ring: false, shown: true, element: "a" },
      { role: 'button "Menu"', ring: null, shown: false, element: "button#menu « Menu »" },
    ],
  };

  it("numbers the stops, says which show no ring or are not drawn, and how the walk ended", () => {
    expect(keyboardOrderLines(walk)).toEqual([
      '  1. link "Aller au contenu principal" · ring',
      '  2. link "Tarifs" · NO RING',
      '  3. button "Menu" · ring unknown · NOT DRAWN (button#menu « Menu »)',
      "The focus left the page after 3 stops.",
    ]);
    expect(keyboardOrderLines({ ...walk, leftPage: false }).at(-1)).toBe(
      `${TAB_PRESSES} presses: the page has more stops than that.`,
    );
  });

  it("lists the stops without a ring for the summary", () => {
    expect(stopsWithoutRing(walk)).toEqual(['2. link "Tarifs"']);
  });

  it("writes the keyboard order, then the accessibility tree", () => {
    const report = accessibilityReport("chromium, 320 px, visitor, home: /", walk, '- banner:\n  - link "Accueil"');
    expect(report.indexOf("Keyboard order")).toBeLessThan(report.indexOf("Accessibility tree"));
    expect(report).toContain('  2. link "Tarifs" · NO RING');
    expect(report.endsWith('- banner:\n  - link "Accueil"\n')).toBe(true);
  });
});
