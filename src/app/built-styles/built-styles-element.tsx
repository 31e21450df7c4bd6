import type { ReactElement } from "react";
import { BUILT_STYLES_ATTRIBUTE } from "./adopt-built-styles";
import { mergeStyledGroups, parseStyledText, styledText } from "./styled-text";

export type StyledStyleProps = {
  "data-styled"?: string;
  "data-styled-version"?: string;
  dangerouslySetInnerHTML?: { __html: string };
};

/**
 * styled-components' server styles (the page's, the slices') as one element in their groups' order, which the
 * browser keeps as it is: adopt-built-styles.ts gives it to styled-components in place of taking it over.
 */
export function builtStylesElement(styles: readonly ReactElement<StyledStyleProps>[]): ReactElement {
  const groups = mergeStyledGroups(...styles.map((style) => parseStyledText(style.props.dangerouslySetInnerHTML?.__html ?? "")));
  const version = styles.find((style) => style.props["data-styled-version"])?.props["data-styled-version"];
  const attributes = { [BUILT_STYLES_ATTRIBUTE]: "", "data-styled-version": version };
  return <style key="built-styles" {...attributes} dangerouslySetInnerHTML={{ __html: styledText(groups) }} />;
}
