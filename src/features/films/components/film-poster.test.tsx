import { describe, expect, it } from "vitest";
import type { ResponsiveImage } from "../../../domain/responsive-image";
import { renderWithProviders } from "../../../test/render";
import { FilmPoster } from "./film-poster";

const posterImage: ResponsiveImage = {
  base: "/images/affiches/les-heures-claires-affiche-0123456789",
  width: 600,
  height: 900,
  widths: [96, 300, 600],
};
const sizes = "(min-width: 768px) 240px, 88px";

describe("FilmPoster", () => {
  it("serves an operator's poster as AVIF then WebP sizes, its largest JPEG for other browsers, with its size and the page's priority", () => {
    const { container } = renderWithProviders(
      <FilmPoster film={{ id: "1048213", poster: { background: "#1E3A5F" }, posterImage }} priority sizes={sizes} />,
    );
    const sources = [...container.querySelectorAll("picture > source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]).toHaveAttribute(
      "srcset",
      `${posterImage.base}-96.avif 96w, ${posterImage.base}-300.avif 300w, ${posterImage.base}-600.avif 600w`,
    );
    for (const source of sources) expect(source).toHaveAttribute("sizes", sizes);

    const img = container.querySelector("picture > img")!;
    // Its largest JPEG only, for a browser that takes no <source>: one that picks among sizes takes the WebP.
    expect(img).toHaveAttribute("src", `${posterImage.base}-600.jpg`);
    expect(img).not.toHaveAttribute("srcset");
    expect(img).toHaveAttribute("width", "600");
    expect(img).toHaveAttribute("height", "900");
    expect(img).toHaveAttribute("alt", "");
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(img).toHaveAttribute("loading", "eager");
  });

  it("serves a drawn poster as WebP sizes (it has no AVIF), then its largest JPEG, lazy below the fold, on its colour", () => {
    const drawn: ResponsiveImage = {
      ...posterImage,
      base: "/images/affiches/dessin-264190-0123456789",
      formats: ["webp", "jpg"],
    };
    const { container } = renderWithProviders(
      <FilmPoster film={{ id: "264190", poster: { background: "#2B1B3D" }, posterImage: drawn }} sizes={sizes} />,
    );
    const sources = [...container.querySelectorAll("picture > source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/webp"]);
    expect(sources[0]).toHaveAttribute("srcset", expect.stringContaining(`${drawn.base}-600.webp 600w`));
    const img = container.querySelector("picture > img")!;
    expect(img).toHaveAttribute("src", `${drawn.base}-600.jpg`);
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).not.toHaveAttribute("fetchpriority");
    expect(img).toHaveStyle({ backgroundColor: "#2B1B3D" });
  });
});
