import { describe, expect, it } from "vitest";
import type { ResponsiveImage } from "../../../domain/responsive-image";
import { POSTER_WIDTHS } from "../../../lib/responsive-image";
import { renderWithProviders } from "../../../test/render";
import { SizedFilmPoster, widthsFor } from "./sized-film-poster";

const drawn: ResponsiveImage = {
  base: "/images/affiches/dessin-264190-0123456789",
  width: 600,
  height: 900,
  widths: [...POSTER_WIDTHS],
  formats: ["webp", "jpg"],
};

describe("SizedFilmPoster", () => {
  it("lists only the widths its box can use, up to the first covering it at twice the density", () => {
    // The listing's 72 px (110 px from 640 px) thumbnail: a phone at 3× needs 216 px.
    expect(widthsFor(POSTER_WIDTHS, 110)).toEqual([96, 176, 240]);
    expect(widthsFor(POSTER_WIDTHS, 240)).toEqual([96, 176, 240, 300, 480]);
    expect(widthsFor(POSTER_WIDTHS, 300)).toEqual([...POSTER_WIDTHS]);
    // A picture narrower than the box keeps what it has.
    expect(widthsFor([96, 176], 300)).toEqual([96, 176]);
  });

  it("serves the listing's thumbnail from those widths, its largest JPEG among them for other browsers", () => {
    const { container } = renderWithProviders(
      <SizedFilmPoster film={{ id: "264190", posterImage: drawn }} sizes="(min-width: 640px) 110px, 72px" widest={110} />,
    );
    expect(container.querySelector("source")).toHaveAttribute(
      "srcset",
      `${drawn.base}-96.webp 96w, ${drawn.base}-176.webp 176w, ${drawn.base}-240.webp 240w`,
    );
    expect(container.querySelector("img")).toHaveAttribute("src", `${drawn.base}-240.jpg`);
    // The box keeps the picture's shape.
    expect(container.querySelector("img")).toHaveAttribute("width", "600");
    expect(container.querySelector("img")).toHaveAttribute("height", "900");
  });
});
