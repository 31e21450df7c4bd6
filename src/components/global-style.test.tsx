import { renderToString } from "react-dom/server";
import { ServerStyleSheet } from "styled-components";
import { afterEach, describe, expect, it } from "vitest";
import { RootWrapper } from "../app/root-wrapper";
import { GlobalStyle } from "./global-style";

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

afterEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

describe("GlobalStyle", () => {
  it("hides the reCAPTCHA v3 badge (SPEC §9), leaving its place to Google's notice under the forms", () => {
    document.head.insertAdjacentHTML("beforeend", globalStyleTags());
    document.body.insertAdjacentHTML("beforeend", '<div class="grecaptcha-badge"></div>');
    expect(getComputedStyle(document.querySelector(".grecaptcha-badge")!).visibility).toBe("hidden");
  });
});
