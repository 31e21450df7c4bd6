import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RootWrapper } from "../../test/render";
import { Container } from "./container";

/** The column's max-width under each media query whose rules select it, as the style sheets say. */
function maxWidthByMedia(element: Element): [string, string][] {
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
  return rules
    .filter((rule) => rule instanceof CSSMediaRule)
    .flatMap((media) =>
      [...media.cssRules]
        .filter((rule) => rule instanceof CSSStyleRule && element.matches(rule.selectorText))
        .map((rule): [string, string] => [media.media.mediaText, (rule as CSSStyleRule).style.getPropertyValue("max-width")]),
    );
}

describe("Container", () => {
  it("is as wide as the window below 640 px, then 620 to 1440 px wide at SPEC §9's breakpoints 640 to 1600 px", () => {
    const { container } = render(<Container />, { wrapper: RootWrapper });
    expect(maxWidthByMedia(container.firstElementChild!)).toEqual([
      ["(min-width: 640px)", "620px"],
      ["(min-width: 768px)", "740px"],
      ["(min-width: 1024px)", "980px"],
      ["(min-width: 1280px)", "1200px"],
      ["(min-width: 1600px)", "1440px"],
    ]);
    expect(getComputedStyle(container.firstElementChild!).width).toBe("100%");
  });
});
