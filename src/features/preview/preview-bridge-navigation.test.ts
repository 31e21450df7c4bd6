// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { startPreviewBridge } from "./preview-bridge";

// Under the preview prefix nothing navigates away (the header search's choice: src/features/search/film-search.test.tsx).
// A click whose default is prevented before the page's own handlers see it is one Gatsby's Link does not follow.

afterEach(() => {
  document.body.innerHTML = "";
});

/** Clicks `element`: whether the browser would follow it, and whether the page's own handlers saw it stopped. */
const click = (element: Element, type: "click" | "auxclick" = "click") => {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, button: type === "click" ? 0 : 1 });
  let seenByPage: boolean | null = null;
  let followed = false;
  const pageHandler = (seen: Event) => (seenByPage = seen.defaultPrevented);
  // Last of all: what the browser would do; then stopped here, jsdom cannot navigate.
  const browser = (seen: Event) => {
    followed = !seen.defaultPrevented;
    seen.preventDefault();
  };
  document.body.addEventListener(type, pageHandler);
  window.addEventListener(type, browser);
  element.dispatchEvent(event);
  document.body.removeEventListener(type, pageHandler);
  window.removeEventListener(type, browser);
  return { followed, preventedBeforeThePageSawIt: seenByPage };
};

describe("the preview blocks navigation", () => {
  it("a link clicked (or middle-clicked) in the preview is not followed; the page's handlers see it already stopped", () => {
    document.body.innerHTML = `<header><nav><a href="/films/"><span>Films et séances</span></a></nav></header>`;
    const stop = startPreviewBridge([], () => undefined);
    const link = document.querySelector("span")!;
    expect(click(link)).toEqual({ followed: false, preventedBeforeThePageSawIt: true });
    expect(click(link, "auxclick")).toEqual({ followed: false, preventedBeforeThePageSawIt: true });
    stop();
    expect(click(link).followed).toBe(true);
  });

  it("a form is not submitted, and a click outside any link is left alone", () => {
    document.body.innerHTML = `<form action="/films/"><button>Envoyer</button></form><p>Texte</p>`;
    const stop = startPreviewBridge([], () => undefined);
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    document.querySelector("form")!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(click(document.querySelector("p")!).followed).toBe(true);
    stop();
  });
});
