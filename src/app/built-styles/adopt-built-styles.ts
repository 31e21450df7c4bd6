import { __PRIVATE__ } from "styled-components";
import type { GroupedTag, Tag } from "styled-components/dist/sheet/types";
import { readMarkers, type StyledMarker } from "./styled-text";

/** The page's styled-components styles as the build wrote them (built-styles-element.tsx). */
export const BUILT_STYLES_ATTRIBUTE = "data-styled-built";

/** styled-components' own server-style attribute: with it, styled-components takes the element over itself. */
const STYLED_ATTRIBUTE = "data-styled";

/** The rules of the built style element, in place: what styled-components' CSSOM tag does on a sheet of its own. */
class BuiltSheetTag implements Tag {
  constructor(
    private readonly sheet: CSSStyleSheet,
    public length: number,
  ) {}

  insertRule(index: number, rule: string): boolean {
    try {
      this.sheet.insertRule(rule, index);
      this.length++;
      return true;
    } catch {
      return false;
    }
  }

  deleteRule(index: number): void {
    this.sheet.deleteRule(index);
    this.length--;
  }

  getRule(index: number): string {
    return this.sheet.cssRules[index]?.cssText ?? "";
  }
}

/** styled-components' grouped tag (rules kept in their groups' order), its groups' sizes those of the built rules. */
class BuiltGroupedTag implements GroupedTag {
  groupSizes: Uint32Array;
  length: number;

  constructor(
    public readonly tag: Tag,
    sizes: ReadonlyMap<number, number>,
  ) {
    this.length = Math.max(512, 2 ** Math.ceil(Math.log2(Math.max(...sizes.keys(), 0) + 2)));
    this.groupSizes = new Uint32Array(this.length);
    for (const [group, size] of sizes) this.groupSizes[group] = size;
  }

  private indexOfGroup(group: number): number {
    let index = 0;
    for (let before = 0; before < group && before < this.length; before++) index += this.groupSizes[before]!;
    return index;
  }

  insertRules(group: number, rules: string[]): void {
    if (group >= this.length) {
      const grown = new Uint32Array(2 ** Math.ceil(Math.log2(group + 1)));
      grown.set(this.groupSizes);
      this.groupSizes = grown;
      this.length = grown.length;
    }
    let index = this.indexOfGroup(group + 1);
    for (const rule of rules) {
      if (this.tag.insertRule(index, rule)) {
        this.groupSizes[group]!++;
        index++;
      }
    }
  }

  clearGroup(group: number): void {
    if (group >= this.length) return;
    const start = this.indexOfGroup(group);
    for (let left = this.groupSizes[group]!; left > 0; left--) this.tag.deleteRule(start);
    this.groupSizes[group] = 0;
  }

  getGroup(group: number): string {
    if (group >= this.length) return "";
    const start = this.indexOfGroup(group);
    let css = "";
    for (let index = start; index < start + this.groupSizes[group]!; index++) css += `${this.tag.getRule(index)}/*!sc*/\n`;
    return css;
  }
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
  const groups = readMarkers(element.textContent ?? "");
  const sizes = sizesOfGroups(element.sheet, groups);
  const why = !sizes ? "markers differ" : StyleSheet.registerId(PROBE) !== 1 ? "components defined before" : undefined;
  if (why || !sizes) {
    element.setAttribute(STYLED_ATTRIBUTE, "");
    mainSheet.rehydrate();
    return why ?? "markers differ";
  }
  const sizeOfGroup = new Map<number, number>();
  groups.forEach((group, index) => {
    for (const name of group.names) mainSheet.registerName(group.id, name);
    sizeOfGroup.set(StyleSheet.registerId(group.id), sizes[index]!);
  });
  mainSheet.tag = new BuiltGroupedTag(new BuiltSheetTag(element.sheet, element.sheet.cssRules.length), sizeOfGroup);
  return "adopted";
}

/** Registered first, it gets group 1 only when no component was defined before. */
const PROBE = `${BUILT_STYLES_ATTRIBUTE}-probe`;

/**
 * How many rules of the sheet each group has, its marker included: the text's count when the sheet holds as many rules
 * as the text, else read from the markers' places in the sheet (a browser drops the rules it does not know: Chromium
 * an `::-ms-reveal` that Edge keeps).
 */
function sizesOfGroups(sheet: CSSStyleSheet, groups: readonly StyledMarker[]): number[] | undefined {
  const sizes = groups.map((group) => group.size);
  if (sizes.reduce((sum, size) => sum + size, 0) === sheet.cssRules.length) return sizes;
  sizes.length = 0;
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
