import { screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { islandsReady } from "../../components/islands/island";
import { COLOR_MODE_SWITCH_ATTRIBUTE } from "../../lib/color-mode/color-mode";
import { WITHOUT_SCRIPTS_ATTRIBUTE } from "../../lib/page-without-scripts";
import { renderWithProviders } from "../../test/render";
import FooterSlice from "./footer";
import HeaderSlice from "./header";

const html = document.documentElement;
afterEach(() => {
  html.removeAttribute(COLOR_MODE_SWITCH_ATTRIBUTE);
  html.removeAttribute(WITHOUT_SCRIPTS_ATTRIBUTE);
});

/** Laid out: neither it nor an ancestor is display: none (visibility: hidden still takes its room). */
const laidOut = (element: Element | null): boolean =>
  element === null || (getComputedStyle(element).display !== "none" && laidOut(element.parentElement));

/** The header's member entry and the footer's « Thème sombre », found whether shown or not (by their text). */
const controls = () => [
  screen.getByText("Espace fidélité", { selector: "a" }),
  screen.getByText("Thème sombre", { selector: "button" }),
];

describe("the header and the footer of a page served without its scripts (the offline page)", () => {
  // « Thème sombre » is an island: rendered as the build renders it, once its module is in (render-page-html.ts).
  beforeAll(islandsReady);

  it("leave out the visitor's entry (she may be a member) and « Thème sombre » (it could do nothing): no gap", () => {
    // As the offline page has them: the colour-mode head script ran, the page's scripts were removed.
    html.setAttribute(COLOR_MODE_SWITCH_ATTRIBUTE, "");
    html.setAttribute(WITHOUT_SCRIPTS_ATTRIBUTE, "");
    renderWithProviders(
      <>
        <HeaderSlice />
        <FooterSlice />
      </>,
    );
    expect(controls().map(laidOut)).toEqual([false, false]);
  });

  it("keep both on a page with its scripts", () => {
    html.setAttribute(COLOR_MODE_SWITCH_ATTRIBUTE, "");
    renderWithProviders(
      <>
        <HeaderSlice />
        <FooterSlice />
      </>,
    );
    expect(controls().map(laidOut)).toEqual([true, true]);
  });
});
