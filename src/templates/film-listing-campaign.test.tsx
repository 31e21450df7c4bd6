import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LinkProvider } from "../components/site-link/link-context";
import { now, programme } from "../features/films/programme/components/programme-fixture";
import { packProgramme } from "../lib/programme/packed-programme";
import { renderWithProviders } from "../test/render";
import FilmListingPage, { type FilmListingContext } from "./film-listing-page";

afterEach(() => window.history.replaceState(null, "", "/"));

const context: FilmListingContext = { programme: packProgramme(programme(2)), laterWeeks: [], buildTime: now.toISOString() };

// A visitor who arrives from a campaign (SPEC §2): the programme's days keep its utm_ parameters.
describe("the listing's days, reached from a campaign link", () => {
  it("keep the campaign in their links and in the address; the day chosen is the current one", async () => {
    vi.useFakeTimers({ now, toFake: ["Date"] });
    window.history.replaceState(null, "", "/films/?utm_source=x");
    renderWithProviders(
      <LinkProvider actions={{ logOut: vi.fn() }} pathname="/films/" search="?utm_source=x">
        <FilmListingPage
          {...({ pageContext: context, location: { pathname: "/films/", search: "?utm_source=x" } } as unknown as PageProps<
            object,
            FilmListingContext
          >)}
        />
      </LinkProvider>,
    );
    const picker = await screen.findByRole("navigation", { name: "Choisir un jour" }, { timeout: 10_000 });
    const days = () => within(picker).getAllByRole("link");
    // Once the page has read its address, a day is chosen in place and its link is the programme's own.
    await waitFor(() =>
      expect(days()[0]).toHaveAttribute("href", expect.stringMatching(/^\/films\/\?jour=\d{4}-\d{2}-\d{2}&utm_source=x$/)),
    );
    expect(picker.querySelectorAll('[aria-current="page"]')).toHaveLength(0);
    fireEvent.click(days()[1]!);
    await waitFor(() => expect(days()[1]).toHaveAttribute("aria-current", "date"));
    // The address bar keeps the campaign too: a link copied from it is still the campaign's.
    expect(`${window.location.pathname}${window.location.search}`).toMatch(/^\/films\/\?utm_source=x&jour=\d{4}-\d{2}-\d{2}$/);
    vi.useRealTimers();
  });
});
