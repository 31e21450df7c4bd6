import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToString } from "react-dom/server";
import { ServerStyleSheet } from "styled-components";
import { afterEach, describe, expect, it } from "vitest";
import { keepHeadAfterEach } from "../test/keep-head";
import { RootWrapper } from "../test/render";
import { GlobalStyle } from "./global-style";
import site from "../../content/site.json";

/** The site's global style tag as the server writes it into every page. */
function globalStyleTags(): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(<RootWrapper>{<GlobalStyle />}</RootWrapper>));
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

keepHeadAfterEach();
afterEach(() => {
  document.body.innerHTML = "";
});

describe("GlobalStyle", () => {
  it("hides the reCAPTCHA v3 badge (SPEC §9), leaving its place to Google's notice under the forms", () => {
    document.head.insertAdjacentHTML("beforeend", globalStyleTags());
    document.body.insertAdjacentHTML("beforeend", '<div class="grecaptcha-badge"></div>');
    expect(getComputedStyle(document.querySelector(".grecaptcha-badge")!).visibility).toBe("hidden");
  });

  it.each([
    ["body", "Open Sans", "400"],
    ["h1", "Open Sans Condensed", "700"],
  ])("sets %s in %s %s (SPEC §1), the system fonts after it", (selector, family, weight) => {
    document.head.insertAdjacentHTML("beforeend", globalStyleTags());
    document.body.insertAdjacentHTML("beforeend", "<h1>Séances</h1>");
    const style = getComputedStyle(document.querySelector(selector)!);
    expect(style.fontFamily).toMatch(new RegExp(`^"${family}", .*system-ui`));
    expect(style.fontWeight).toBe(weight);
  });
});

/** The family and weight of each self-hosted font file (fonts.css's @font-face rules). */
const selfHostedFaces = [
  ...readFileSync(path.join(__dirname, "fonts.css"), "utf8").matchAll(/font-family: "([^"]+)";[^}]*?font-weight: (\d+);/g),
].map(([, family, weight]) => `${family} ${weight}`);

describe("the site's fonts", () => {
  it("are Open Sans 400 and 700 and Open Sans Condensed 700, each weight the theme asks for a self-hosted file", () => {
    const { fonts, fontWeights } = site.theme;
    const used = [
      `${fonts.body} ${fontWeights.body}`,
      `${fonts.body} ${fontWeights.bold}`,
      `${fonts.heading} ${fontWeights.heading}`,
    ];
    expect(selfHostedFaces).toEqual(["Open Sans 400", "Open Sans 700", "Open Sans Condensed 700"]);
    expect(new Set(used)).toEqual(new Set(selfHostedFaces));
  });
});
