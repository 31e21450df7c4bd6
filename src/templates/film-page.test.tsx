import { screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import { resolve } from "node:path";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadContent } from "../content/load-content";
import { renderWithProviders, RootWrapper } from "../test/render";
import FilmPage, { type FilmPageContext } from "./film-page";

const now = new Date();
const { films } = loadContent(resolve(__dirname, "../../content"), now);
/** A film with showtimes still to come (the demo programme is relative to the build's play week). */
const film = films.find(
  (candidate) => candidate.showtimes.filter((s) => Date.parse(s.start) > Date.now() + 3_600_000).length > 1,
)!;

const page = (
  <FilmPage
    {...({
      pageContext: { film, buildTime: now.toISOString() },
      location: { pathname: `/films/${film.id}-${film.slug}/` },
    } as unknown as PageProps<object, FilmPageContext>)}
  />
);

/** What the button hands to the browser's download: the file's name and its text. */
function captureDownload() {
  const saved: { name?: string; blob?: Blob } = {};
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => ((saved.blob = blob as Blob), "blob:agenda"));
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.name = this.download;
  });
  return saved;
}

/** jsdom's Blob has no text(). */
const readText = (blob: Blob) =>
  new Promise<string>((done) => {
    const reader = new FileReader();
    reader.onload = () => done(reader.result as string);
    reader.readAsText(blob);
  });

describe("the film page's « Ajouter à mon agenda »", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is not in the pre-rendered HTML (its code loads after hydration)", () => {
    expect(renderToString(<RootWrapper>{page}</RootWrapper>)).not.toContain("Ajouter à mon agenda");
  });

  it("sits beside each showtime of the day shown and saves that showtime as an .ics file", async () => {
    renderWithProviders(page);
    const chosen = screen.getByRole("radio", { checked: true });
    const panel = document.getElementById(chosen.getAttribute("aria-controls")!)!;
    const buttons = await within(panel).findAllByRole("button", { name: /^Ajouter à mon agenda/ });
    const bookings = within(panel).getAllByRole("link", { name: /^Réserver / });
    expect(buttons).toHaveLength(bookings.length);
    buttons.forEach((button, index) => {
      expect(button.closest("li")).toBe(bookings[index]!.closest("li"));
      expect(button).toHaveAccessibleName(expect.stringContaining(film.title));
    });

    const saved = captureDownload();
    const perfCode = bookings[0]!.getAttribute("data-perf-code");
    const showtime = film.showtimes.find((s) => s.perfCode === perfCode)!;
    buttons[0]!.click();
    expect(saved.name).toBe(`${film.slug}-${showtime.start.slice(0, 10)}-${showtime.start.slice(11, 16).replace(":", "")}.ics`);
    const ics = await readText(saved.blob!);
    const utc = new Date(showtime.start)
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
    expect(ics).toContain(`\r\nDTSTART:${utc}\r\n`);
    expect(ics).toContain(`\r\nUID:${showtime.perfCode}@`);
  });
});
