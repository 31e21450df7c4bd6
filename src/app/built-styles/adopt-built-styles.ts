import { __PRIVATE__ } from "styled-components";
import type { GroupedTag, Tag } from "styled-components/dist/sheet/types";
import { readMarkers, type StyledMarker } from "./styled-text";

/** The page's styled-components styles as the build wrote them (built-styles-element.tsx). */
export const BUILT_STYLES_ATTRIBUTE = "data-styled-built";

/** styled-components' own server-style attribute: with it, styled-components takes the element over itself. */
const STYLED_ATTRIBUTE = "data-styled";

/**
 * styled-components' grouped tag over the built element's sheet, in place: each group's rules kept together in the
 * groups' order, a group's new rules after its built ones (what its own tag does on a style element of its own).
 */
function builtGroupedTag(sheet: CSSStyleSheet, sizes: ReadonlyMap<number, number>): GroupedTag {
  const tag: Tag = {
    length: sheet.cssRules.length,
    insertRule(index, rule) {
      try {
        sheet.insertRule(rule, index);
      } catch {
        return false;
      }
      tag.length++;
      return true;
    },
    deleteRule(index) {
      sheet.deleteRule(index);
      tag.length--;
    },
    getRule: (index) => sheet.cssRules[index]?.cssText ?? "",
  };
  const groupSizes: number[] = [];
  for (const [group, size] of sizes) groupSizes[group] = size;
  const size = (group: number) => groupSizes[group] ?? 0;
  const startOf = (group: number) => {
    let index = 0;
    for (let before = 0; before < group; before++) index += size(before);
    return index;
  };
  return {
    tag,
    get groupSizes() {
      return Uint32Array.from({ length: groupSizes.length }, (_, group) => size(group));
    },
    get length() {
      return groupSizes.length;
    },
    insertRules(group, rules) {
      let index = startOf(group + 1);
      for (const rule of rules) {
        if (!tag.insertRule(index, rule)) continue;
        groupSizes[group] = size(group) + 1;
        index++;
      }
    },
    clearGroup(group) {
      const start = startOf(group);
      for (let left = size(group); left > 0; left--) tag.deleteRule(start);
      groupSizes[group] = 0;
    },
    getGroup(group) {
      const start = startOf(group);
      let css = "";
      for (let index = start; index < start + size(group); index++) css += `${tag.getRule(index)}/*!sc*/\n`;
      return css;
    },
  };
}

/** Why the built styles were not adopted, or "adopted". */
export type Adoption = "adopted" | "no built styles" | "markers differ" | "components defined before";

/**
 * styled-components' main sheet made to use the page's built style element as it is (docs/performance.md, « The
 * built styles »). Left to itself, styled-components takes a server style over by copying every rule into a style
 * element of its own and removing the server's: the browser then restyles every element of the page (on the listing,
 * 700 elements and 60 ms on a 4× slower phone). Here its main sheet registers the built names (hydration inserts no
 * rule) and writes into the built element, each group's new rules after its built ones, in the groups' order.
 *
 * It must run before any styled component is defined: the groups are numbered in the built order as they are
 * registered. When it cannot (components already defined, or the sheet's markers not the text's), styled-components
 * takes the element over as it does by itself.
 */
export function adoptBuiltStyles(root: Document = document): Adoption {
  const element = root.querySelector<HTMLStyleElement>(`style[${BUILT_STYLES_ATTRIBUTE}]`);
  if (!element?.sheet) return "no built styles";
  const { StyleSheet, mainSheet } = __PRIVATE__;
  const groups = readMarkers(element.textContent || "");
  const sizes = sizesOfGroups(element.sheet, groups);
  if (!sizes || StyleSheet.registerId(PROBE) !== 1) {
    element.setAttribute(STYLED_ATTRIBUTE, "");
    mainSheet.rehydrate();
    return sizes ? "components defined before" : "markers differ";
  }
  const sizeOfGroup = new Map<number, number>();
  groups.forEach((group, index) => {
    for (const name of group.names) mainSheet.registerName(group.id, name);
    sizeOfGroup.set(StyleSheet.registerId(group.id), sizes[index]!);
  });
  mainSheet.tag = builtGroupedTag(element.sheet, sizeOfGroup);
  return "adopted";
}

/** Registered first, it gets group 1 only when no component was defined before. */
const PROBE = `${BUILT_STYLES_ATTRIBUTE}-probe`;

/**
 * How many rules of the sheet each group has, its marker included: the text's counts when the sheet holds as many
 * rules as the text, else read from the markers' places in the sheet (a browser drops the rules it does not know:
 * Chromium an `::-ms-reveal` that Edge keeps).
 */
function sizesOfGroups(sheet: CSSStyleSheet, groups: readonly StyledMarker[]): number[] | undefined {
  const fromText = groups.map((group) => group.size);
  return fromText.reduce((sum, size) => sum + size, 0) === sheet.cssRules.length ? fromText : sizesInSheet(sheet, groups);
}

/** Each group's size from where its marker stands in the sheet; undefined unless the markers are the text's. */
function sizesInSheet(sheet: CSSStyleSheet, groups: readonly StyledMarker[]): number[] | undefined {
  const sizes: number[] = [];
  let groupStart = 0;
  for (let index = 0; index < sheet.cssRules.length; index++) {
    const rule = sheet.cssRules[index];
    if (!(rule instanceof CSSStyleRule) || !rule.selectorText.startsWith("data-styled.g")) continue;
    if (!rule.selectorText.startsWith(`data-styled.g${groups[sizes.length]?.group}[`)) return undefined;
    sizes.push(index + 1 - groupStart);
    groupStart = index + 1;
  }
  return sizes.length === groups.length && groupStart === sheet.cssRules.length ? sizes : undefined;
}
