import { describe, expect, it } from "vitest";
import { mergeStyledGroups, parseStyledText, readMarkers, styledText } from "./styled-text";

// As styled-components 6 writes a page's style (outputSheet): rules, then each group's marker.
const page =
  ".a{color:red;}/*!sc*/\n@media (min-width:40em){.a{color:blue;}}/*!sc*/\n" +
  'data-styled.g4[id="sc-label-0"]{content:"a,"}/*!sc*/\n' +
  '.t{margin:0;}/*!sc*/\ndata-styled.g30[id="sc-title-0"]{content:"t,"}/*!sc*/\n';
const slices =
  ".b{color:green;}/*!sc*/\n.a{color:red;}/*!sc*/\n" +
  'data-styled.g4[id="sc-label-0"]{content:"b,a,"}/*!sc*/\n' +
  '.h{display:flex;}/*!sc*/\ndata-styled.g9[id="sc-header-0"]{content:"h,"}/*!sc*/\n';

describe("styled-components' server style text", () => {
  it("reads each group's number, component, names and rules, and writes them back as it was", () => {
    const groups = parseStyledText(page);
    expect(groups).toEqual([
      { group: 4, id: "sc-label-0", names: ["a"], rules: [".a{color:red;}", "@media (min-width:40em){.a{color:blue;}}"] },
      { group: 30, id: "sc-title-0", names: ["t"], rules: [".t{margin:0;}"] },
    ]);
    expect(styledText(groups)).toBe(page);
  });

  it("reads the markers alone with each group's count of rules, its marker included, as the full reading gives them", () => {
    for (const text of [page, slices, styledText(mergeStyledGroups(parseStyledText(page), parseStyledText(slices)))]) {
      const full = parseStyledText(text).map(({ rules, ...group }) => ({ ...group, size: rules.length + 1 }));
      expect(readMarkers(text)).toEqual(full);
    }
    expect(readMarkers(page).map((marker) => marker.size)).toEqual([3, 2]);
  });

  it("joins several styles as one: each group once with all its names and rules, in the groups' order", () => {
    const merged = mergeStyledGroups(parseStyledText(page), parseStyledText(slices));
    expect(merged.map(({ group, names, rules }) => ({ group, names, rules: rules.length }))).toEqual([
      { group: 4, names: ["a", "b"], rules: 3 },
      { group: 9, names: ["h"], rules: 1 },
      { group: 30, names: ["t"], rules: 1 },
    ]);
  });

  it("refuses a text that is not styled-components' own", () => {
    expect(() => parseStyledText(".a{color:red;}/*!sc*/\n")).toThrow(/no marker/);
    const clash = 'data-styled.g4[id="sc-other-0"]{content:"o,"}/*!sc*/\n';
    expect(() => mergeStyledGroups(parseStyledText(page), parseStyledText(clash))).toThrow(/both/);
  });
});
