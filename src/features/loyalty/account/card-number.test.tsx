import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import type { MemberDetails as Member } from "../core/api/types";
import { CardNumber, formatCardNumber } from "./card-number";
import { MemberCard } from "./member-card";
import { MemberDetails } from "./member-details";

const marie: Member = {
  memberId: "10000001",
  firstName: "Marie",
  lastName: "Dupont",
  email: "marie.dupont@example.fr",
  username: "marie.dupont@example.fr",
  phoneNumber: "+33612345670",
  cardNumber: "7712000000000001",
  memberExpiry: "0001-01-01T00:00:00Z",
  memberLevelName: "Club Aurore",
  balances: [{ type: "POINTS", amount: 1250 }],
  preferredCinemaId: "1042",
  sendNewsletter: true,
};

/** The groups a card number shows, and what it reads as: its text, one token. */
const shownCardNumber = (element: Element) => ({
  groups: [...element.querySelectorAll("span > span")].map((group) => group.textContent),
  text: element.textContent,
});
const GROUPED = { groups: ["7712", "0000", "0000", "0001"], text: "7712000000000001" };

describe("the card number, written one way", () => {
  it("in « Mes informations »: grouped by four, read as one number", () => {
    renderWithProviders(<MemberDetails member={marie} />);
    const details = screen.getByRole("region", { name: "Mes informations" });
    const number = within(details).getByText("Numéro de carte").nextElementSibling!;
    expect(shownCardNumber(number)).toEqual(GROUPED);
  });

  it("on « Ma carte », under the code: the same", () => {
    renderWithProviders(<MemberCard cardNumber={marie.cardNumber} format="QR_CODE" />);
    const number = screen.getByText((_, element) => element?.tagName === "P" && /^Carte n°/.test(element.textContent ?? ""));
    expect(shownCardNumber(number.querySelector("span")!)).toEqual(GROUPED);
    expect(number.textContent).toBe("Carte n° 7712000000000001");
  });

  it("may wrap between two groups, never inside one", () => {
    const { container } = renderWithProviders(<CardNumber value="7712000000000001" />);
    expect(container.innerHTML.replace(/ class="[^"]*"/g, "")).toBe(
      "<span><span>7712</span><wbr><span>0000</span><wbr><span>0000</span><wbr><span>0001</span></span>",
    );
  });

  it("in a sentence: groups of four joined by narrow no-break spaces", () => {
    expect(formatCardNumber("7712000000000001")).toBe("7712\u202f0000\u202f0000\u202f0001");
    expect(formatCardNumber("AUR0000101")).toBe("AUR0\u202f0001\u202f01");
  });
});

describe("the e-mail address in « Mes informations »", () => {
  it("may wrap before its @ and its dots, and reads as the address", () => {
    renderWithProviders(<MemberDetails member={marie} />);
    const email = within(screen.getByRole("region", { name: "Mes informations" })).getByText(
      "Adresse e-mail",
    ).nextElementSibling!;
    expect(email.innerHTML).toBe("marie<wbr>.dupont<wbr>@example<wbr>.fr");
    expect(email.textContent).toBe("marie.dupont@example.fr");
  });
});
