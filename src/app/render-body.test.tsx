import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { onRenderBody } from "../../gatsby-ssr";

/** What gatsby-ssr puts into a page's <html> and <head>, for the page at `pathname`, as markup. */
function renderedBody(pathname: string) {
  let htmlAttributes: Record<string, string> = {};
  let head: ReactElement[] = [];
  const api = {
    pathname,
    setHtmlAttributes: (attributes: Record<string, string>) => (htmlAttributes = attributes),
    setHeadComponents: (components: ReactElement[]) => (head = components),
    setPostBodyComponents: () => undefined,
  };
  (onRenderBody as unknown as (args: typeof api) => void)(api);
  const container = document.createElement("div");
  container.innerHTML = renderToStaticMarkup(<>{head}</>);
  return { htmlAttributes, head: container };
}

const EVERY_KIND_OF_PAGE = ["/", "/films/", "/films/1048213-les-heures-claires/", "/mon-compte/carte/", "/tarifs/", "/404.html"];

describe("every page's <html> and <head> (gatsby-ssr onRenderBody)", () => {
  it.each(EVERY_KIND_OF_PAGE)("%s: French, the web app manifest and one theme colour", (pathname) => {
    const { htmlAttributes, head } = renderedBody(pathname);
    expect(htmlAttributes.lang).toBe("fr");
    expect([...head.querySelectorAll('link[rel="manifest"]')].map((link) => link.getAttribute("href"))).toEqual([
      "/manifest.webmanifest",
    ]);
    expect(head.querySelectorAll('meta[name="theme-color"]')).toHaveLength(1);
    expect(head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it("a preview page is never indexed", () => {
    expect(renderedBody("/cms-preview/tarifs/").head.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
});
