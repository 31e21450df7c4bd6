import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { AgeClassificationNotice } from "./age-classification";

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
