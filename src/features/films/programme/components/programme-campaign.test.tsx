import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RootWrapper } from "../../../../app/root-wrapper";
import { LinkProvider } from "../../../../components/site-link/link-context";
import { Programme } from "./programme";
import { now, programme } from "./programme-fixture";

vi.mock("gatsby", () => ({
  Link: ({ to, children, ...rest }: { to: string; children: React.ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
  navigate: vi.fn(),
}));

afterEach(() => window.history.replaceState(null, "", "/"));

// A visitor who arrives from a campaign (SPEC §2): the programme's days keep its utm_ parameters.
describe("the programme's days, reached from a campaign link", () => {
  it("keep the campaign in their links and in the address; the day chosen is the current one", async () => {
    window.history.replaceState(null, "", "/films/?utm_source=x");
    render(
      <RootWrapper>
        <LinkProvider actions={{ logOut: vi.fn() }} pathname="/films/" search="?utm_source=x">
          <Programme films={programme(2)} laterWeeks={[]} now={now} />
        </LinkProvider>
      </RootWrapper>,
    );
    const picker = screen.getByRole("navigation", { name: "Choisir un jour" });
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
  });
});
