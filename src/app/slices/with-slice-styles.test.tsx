// @vitest-environment node
import { renderToString } from "react-dom/server";
import styled from "styled-components";
import { describe, expect, it } from "vitest";
import { RootWrapper } from "../root-wrapper";
import { SliceStyle } from "./slice-style";
import { withSliceStyles } from "./with-slice-styles";

const Banner = styled.header`
  border-bottom: 4px solid ${({ theme }) => theme.palette.accent};
`;

function TestSlice() {
  return (
    <>
      <SliceStyle />
      <Banner>Bonjour</Banner>
    </>
  );
}

describe("a slice's styles in its own HTML", () => {
  it("the server writes the CSS of the slice's styled components, with the site's theme, before its content", () => {
    // As Gatsby renders a slice: this plugin's wrapper innermost, the site's root wrapper around it.
    const html = renderToString(<RootWrapper>{withSliceStyles(<TestSlice />)}</RootWrapper>);
    const [, css, content] = /^<style data-slice-style="">(.*?)<\/style>(.*)$/s.exec(html) ?? [];
    const className = /<header class="([^"]+)"/
      .exec(content ?? "")?.[1]
      ?.split(" ")
      .pop();
    expect(className).toBeTruthy();
    expect(css).toMatch(new RegExp(`\\.${className}\\{border-bottom:4px solid var\\(--palette-accent\\);?\\}`));
    // A plain sheet: none of styled-components' rehydration markers.
    expect(css).not.toMatch(/data-styled|!sc/);
  });

  it("elsewhere (the browser, hydrating) the element is empty: React keeps the server's sheet", () => {
    expect(renderToString(<SliceStyle />)).toBe('<style data-slice-style=""></style>');
  });
});
