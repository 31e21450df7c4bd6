// @fresh-styled-components
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type * as StyledComponents from "styled-components";

type StyledModule = typeof StyledComponents;
type Styled = StyledModule["default"];

/** The components of a page: a base, a variant of it by prop, and a component extending it. */
const defineComponents = (styled: Styled) => {
  const Label = styled.p<{ $tone?: "calm" | "loud" }>`
    color: ${({ $tone }) => ($tone === "loud" ? "red" : "black")};
  `;
  const Title = styled(Label)`
    color: blue;
  `;
  const Page = ({ tone }: { tone?: "calm" | "loud" }) => (
    <main>
      <Label $tone={tone}>label</Label>
      <Title>title</Title>
    </main>
  );
  return { Page };
};

/** What the build writes: the page rendered by a styled-components of its own, its style in built form. */
async function buildPage() {
  vi.resetModules();
  const styled: StyledModule = await import("styled-components");
  const { builtStylesElement } = await import("./built-styles-element");
  const { Page } = defineComponents(styled.default);
  const sheet = new styled.ServerStyleSheet();
  const body = renderToString(sheet.collectStyles(<Page />));
  const style = renderToString(builtStylesElement(sheet.getStyleElement()));
  return { body, style };
}

/** The browser: the built page in the document, then the app's modules, the adoption first. */
async function startBrowser(
  { style, body }: { style: string; body: string },
  { defineFirst = false, beforeStart = () => {} } = {},
) {
  document.head.innerHTML = style;
  document.body.innerHTML = `<div id="root">${body}</div>`;
  beforeStart();
  vi.resetModules();
  const styled: StyledModule = await import("styled-components");
  const early = defineFirst ? defineComponents(styled.default) : undefined;
  const { adoptBuiltStyles } = await import("./adopt-built-styles");
  const adoption = adoptBuiltStyles();
  const { Page } = early ?? defineComponents(styled.default);
  return { adoption, Page };
}

const builtSheet = () => document.querySelector<HTMLStyleElement>("style[data-styled-built]")!.sheet!;
const styleElements = () => [...document.head.querySelectorAll("style")];
const rules = () => styleElements().flatMap((element) => [...element.sheet!.cssRules].map((rule) => rule.cssText));

afterEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

describe("the built styles, adopted by styled-components", () => {
  it("stay the page's one style element, and hydrating the page inserts no rule", async () => {
    const built = await buildPage();
    const { adoption, Page } = await startBrowser(built);
    const [element] = styleElements();
    const before = rules();
    await act(async () => void hydrateRoot(document.getElementById("root")!, <Page />));
    expect(adoption).toBe("adopted");
    expect(styleElements()).toEqual([element]);
    expect(rules()).toEqual(before);
  });

  it("take a rule the page adds later within its component's group, before the rules of the components extending it", async () => {
    const built = await buildPage();
    const { Page } = await startBrowser(built);
    const root = await act(async () => hydrateRoot(document.getElementById("root")!, <Page />));
    await act(async () => root.render(<Page tone="loud" />));
    const all = rules();
    const loud = all.findIndex((rule) => rule.includes("red"));
    const title = all.findIndex((rule) => rule.includes("blue"));
    expect(styleElements()).toHaveLength(1);
    expect(loud).toBeGreaterThan(-1);
    expect(loud).toBeLessThan(title);
  });

  it("are taken over by styled-components itself when a component was defined before", async () => {
    const built = await buildPage();
    const { adoption, Page } = await startBrowser(built, { defineFirst: true });
    await act(async () => void hydrateRoot(document.getElementById("root")!, <Page />));
    expect(adoption).toBe("components defined before");
    expect(document.querySelector("style[data-styled-built]")).toBeNull();
    expect(rules().some((rule) => rule.includes("blue"))).toBe(true);
  });

  it("keep their places when the browser drops a rule it does not know", async () => {
    const built = await buildPage();
    // As Chromium drops Edge's `::-ms-reveal`: the sheet holds one rule fewer than the text.
    const { adoption, Page } = await startBrowser(built, { beforeStart: () => builtSheet().deleteRule(0) });
    const root = await act(async () => hydrateRoot(document.getElementById("root")!, <Page />));
    await act(async () => root.render(<Page tone="loud" />));
    const all = rules();
    expect(adoption).toBe("adopted");
    expect(all.findIndex((rule) => rule.includes("red"))).toBeLessThan(all.findIndex((rule) => rule.includes("blue")));
  });

  it("are taken over by styled-components itself when the sheet's markers are not the text's", async () => {
    const built = await buildPage();
    const dropLastMarker = () => builtSheet().deleteRule(builtSheet().cssRules.length - 1);
    const { adoption } = await startBrowser(built, { beforeStart: dropLastMarker });
    expect(adoption).toBe("markers differ");
    expect(document.querySelector("style[data-styled-built]")).toBeNull();
  });
});
