import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { LinkProvider } from "../../../../components/site-link/link-context";
import { navigate } from "../../../../test/gatsby-mock";
import { renderWithProviders } from "../../../../test/render";
import { DayPicker } from "./day-picker";

const now = new Date("2026-11-29T09:00:00Z");
const dates = [
  { date: "2026-11-29", end: "2026-11-29T21:30:00+01:00" },
  { date: "2026-11-30", end: "2026-11-30T21:30:00+01:00" },
];

describe("DayPicker", () => {
  it("keeps each chip's element when its link goes from the day's place to the day's address, the campaign carried", () => {
    const onChoose = vi.fn();
    const picker = (hrefFor: (date: string) => string, choose?: (date: string) => void) => (
      <LinkProvider actions={{ logOut: vi.fn() }} pathname="/films/" search="?utm_source=x">
        <DayPicker dates={dates} chosen="2026-11-29" now={now} hrefFor={hrefFor} onChoose={choose} />
      </LinkProvider>
    );
    const { rerender } = renderWithProviders(picker((date) => `#jour-${date}`));
    const chips = () => within(screen.getByRole("navigation", { name: "Choisir un jour" })).getAllByRole("link");
    const before = chips();
    expect(before[1]).toHaveAttribute("href", "#jour-2026-11-30");

    rerender(picker((date) => `?jour=${date}`, onChoose));
    chips().forEach((chip, index) => expect(chip).toBe(before[index]));
    expect(chips()[1]).toHaveAttribute("href", "/films/?jour=2026-11-30&utm_source=x");
    expect(chips()[0]).toHaveAttribute("aria-current", "date");
    expect(chips()[1]).not.toHaveAttribute("aria-current");

    navigate.mockClear();
    fireEvent.click(chips()[1]!);
    expect(onChoose).toHaveBeenCalledWith("2026-11-30");
    expect(navigate).not.toHaveBeenCalled();
  });
});
