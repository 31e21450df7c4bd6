import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { AgeClassificationBadge, AgeClassificationNotice } from "./age-classification";

describe("AgeClassificationBadge", () => {
  it.each([
    ["TP", "TP", "Tous publics"],
    ["16", "-16", "Interdit aux moins de 16 ans"],
  ] as const)("shows %s as « %s », a pictogram named « %s »", (rating, shown, label) => {
    renderWithProviders(<AgeClassificationBadge classification={{ rating }} />);
    const badge = screen.getByRole("img", { name: label });
    expect(badge.textContent).toBe(shown);
    expect(badge).toHaveAttribute("title", label);
  });
});

describe("AgeClassificationNotice", () => {
  it("keeps « : » on the line of its label (a no-break space), the label in bold", () => {
    const { container } = renderWithProviders(
      <AgeClassificationNotice classification={{ rating: "12", warning: "Scènes de violence" }} />,
    );
    const notice = container.firstElementChild!;
    expect(notice.querySelector("strong")?.textContent).toBe("Classification\u00A0:");
    expect(notice.firstChild?.textContent).toBe("Classification\u00A0:");
    expect(notice.textContent).toBe("Classification\u00A0: Interdit aux moins de 12 ansScènes de violence");
  });
});
