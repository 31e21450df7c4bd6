import { describe, expect, it } from "vitest";
import { ringShown, roleAndName, type RingStyle } from "./focus-ring";

const none: RingStyle = { outlineStyle: "none", outlineWidth: "0px", outlineColor: "rgb(0, 0, 0)", boxShadow: "none" };
const outline: RingStyle = { ...none, outlineStyle: "solid", outlineWidth: "3px", outlineColor: "rgb(230, 150, 0)" };
const shadow: RingStyle = { ...none, boxShadow: "rgb(230, 150, 0) 0px 0px 0px 3px" };

describe("ringShown", () => {
  it("sees a ring when focus gives a layer an outline or a shadow it did not have", () => {
    expect(ringShown({ unfocused: [none, none, none, none], focused: [outline, none, none, none] })).toBe(true);
    expect(ringShown({ unfocused: [none, none, none, none], focused: [none, none, shadow, none] })).toBe(true);
    // Drawn by the parent (:focus-within).
    expect(ringShown({ unfocused: [none, none, none, none], focused: [none, none, none, outline] })).toBe(true);
  });

  it("sees none when nothing changes, or when the change draws nothing (a transparent outline)", () => {
    expect(ringShown({ unfocused: [outline, none, none], focused: [outline, none, none] })).toBe(false);
    expect(ringShown({ unfocused: [none], focused: [none] })).toBe(false);
    const transparent = { ...outline, outlineColor: "rgba(0, 0, 0, 0)" };
    expect(ringShown({ unfocused: [none], focused: [transparent] })).toBe(false);
    expect(ringShown({ unfocused: [none], focused: [{ ...outline, outlineWidth: "0px" }] })).toBe(false);
  });

  it("sees Chromium's own ring (outline-style auto)", () => {
    expect(ringShown({ unfocused: [none], focused: [{ ...outline, outlineStyle: "auto", outlineWidth: "1px" }] })).toBe(true);
  });

  it("cannot tell without the unfocused state unless a ring is drawn", () => {
    expect(ringShown({ unfocused: null, focused: [outline] })).toBe(true);
    expect(ringShown({ unfocused: null, focused: [none, none] })).toBeNull();
  });
});

describe("roleAndName", () => {
  it("takes the role and name from the first line of the focused element's ARIA snapshot", () => {
    expect(roleAndName('- link "Tarifs":\n  - /url: /tarifs/')).toBe('link "Tarifs"');
    expect(roleAndName('- button "Retirer de mes films (Nosferatu)" [pressed]')).toBe(
      'button "Retirer de mes films (Nosferatu)" [pressed]',
    );
    expect(roleAndName("")).toBe("");
  });

  it("unquotes a line YAML quoted for its colon", () => {
    expect(roleAndName(`- 'button "Ajouter à mon agenda : L''Aube, dimanche 6 décembre à 16 h 30"'`)).toBe(
      `button "Ajouter à mon agenda : L'Aube, dimanche 6 décembre à 16 h 30"`,
    );
  });

  it("shortens a long name to 100 characters", () => {
    const line = roleAndName(`- link "${"Réserver ".repeat(20)}"`);
    expect(line).toHaveLength(100);
    expect(line.endsWith("…")).toBe(true);
  });
});
