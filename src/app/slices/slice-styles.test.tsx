// @vitest-environment node
import { isValidElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { islandsReady } from "../../components/islands/island";
import { RootWrapper } from "../root-wrapper";
import FooterSlice from "./footer";
import HeaderSlice from "./header";
import { withSliceStyles } from "./slice-styles";

type StyleProps = {
  "data-styled-built"?: string;
  "data-styled-version"?: string;
  dangerouslySetInnerHTML?: { __html: string };
};

const pageStyle = (
  <style
    key="sc-0-0"
    data-styled=""
    data-styled-version="6.6.0"
    dangerouslySetInnerHTML={{ __html: '.page{color:red}/*!sc*/\ndata-styled.g900[id="sc-page-0"]{content:"page,"}/*!sc*/\n' }}
  />
);
const icon = <link key="icon" rel="icon" href="/favicon.svg" />;
const script = <script key="boot" src="/boot.js" />;

/** As gatsby-plugin-styled-components sets its style: one array among the head's components. */
const head = () => withSliceStyles([icon, [pageStyle], script]) as ReactElement<StyleProps>[];

describe("the slices' styles in every page's head", () => {
  // As the build does before it renders a page (render-page-html.ts).
  beforeAll(islandsReady);

  it("join the page's styled-components style, as one element where it was, for the browser to keep", () => {
    const [first, built, last, ...rest] = head();
    expect(first).toBe(icon);
    expect(last).toBe(script);
    expect(rest).toEqual([]);
    expect(isValidElement(built) && built.type).toBe("style");
    expect(built!.props["data-styled-built"]).toBe("");
    expect(built!.props).not.toHaveProperty("data-styled");
    expect(built!.props["data-styled-version"]).toBe("6.6.0");
    // The page's group (900) after the slices' (defined earlier): the groups' order.
    expect(built!.props.dangerouslySetInnerHTML!.__html).toMatch(
      /data-styled\.g\d+\[id="sc-[^"]+"\][^]*\.page\{color:red\}[^]*$/,
    );
  });

  it("hold a rule for every class of the header's and footer's pre-rendered HTML, with the markers styled-components reads to take them over", () => {
    const css = head()[1]!.props.dangerouslySetInnerHTML!.__html;
    const html = renderToString(
      <RootWrapper>
        <HeaderSlice />
        <FooterSlice />
      </RootWrapper>,
    );
    const classes = new Set([...html.matchAll(/class="([^"]+)"/g)].flatMap(([, names]) => names!.split(" ")));
    // styled-components gives each element its component's id (sc-…) and the class of its rules; nothing else does.
    const styledClasses = [...classes].filter((name) => !name.startsWith("sc-"));
    expect(styledClasses.length).toBeGreaterThan(10);
    for (const name of styledClasses) expect(css, name).toContain(`.${name}`);
    const componentIds = [...classes].filter((name) => name.startsWith("sc-"));
    for (const id of componentIds) expect(css, id).toMatch(new RegExp(`data-styled\\.g\\d+\\[id="${id}"\\]`));
  });
});
