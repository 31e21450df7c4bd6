// @vitest-environment node
import { isValidElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { islandsReady } from "../../components/islands/island";
import { RootWrapper } from "../root-wrapper";
import FooterSlice from "./footer";
import HeaderSlice from "./header";
import { withSliceStyles } from "./slice-styles";

type StyleProps = { "data-styled"?: string; "data-styled-version"?: string; dangerouslySetInnerHTML?: { __html: string } };

const pageStyle = (
  <style key="sc-0-0" data-styled="" data-styled-version="6" dangerouslySetInnerHTML={{ __html: ".page{color:red}" }} />
);
const icon = <link key="icon" rel="icon" href="/favicon.svg" />;
const script = <script key="boot" src="/boot.js" />;

/** As gatsby-plugin-styled-components sets its style: one array among the head's components. */
const head = () => withSliceStyles([icon, [pageStyle], script]) as ReactElement<StyleProps>[];

describe("the slices' styles in every page's head", () => {
  // As the build does before it renders a page (render-page-html.ts).
  beforeAll(islandsReady);

  it("come just after the page's styled-components style, as styled-components' own server style with its own keys", () => {
    const [first, second, slices, last] = head();
    expect(first).toBe(icon);
    expect(second).toBe(pageStyle);
    expect(last).toBe(script);
    expect(isValidElement(slices) && slices.type).toBe("style");
    expect(slices!.props["data-styled"]).toBe("");
    expect(slices!.props["data-styled-version"]).toMatch(/^\d+\.\d+\.\d+$/);
    expect(slices!.key).not.toBe(pageStyle.key);
  });

  it("hold a rule for every class of the header's and footer's pre-rendered HTML, with the markers styled-components reads to take them over", () => {
    const css = head()[2]!.props.dangerouslySetInnerHTML!.__html;
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

  it("are the same elements for every page (rendered once)", () => {
    expect(head()[2]).toBe(head()[2]);
  });
});
