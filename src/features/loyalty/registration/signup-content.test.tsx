import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import type { LoyaltySettings } from "../core/settings/resolve-loyalty-settings";
import { SignupContent } from "./signup-content";

// A text other than content/site.json's, so that a text written in the code instead would fail.
const { TAB_TEXT } = vi.hoisted(() => ({ TAB_TEXT: "Une place offerte toutes les dix séances." }));
vi.mock("../core/settings/loyalty-settings", async (importOriginal) => {
  const { loyaltySettings } = await importOriginal<{ loyaltySettings: LoyaltySettings }>();
  return { loyaltySettings: { ...loyaltySettings, guestSignupTabText: TAB_TEXT } };
});

describe("the sign-up page", () => {
  it("opens with the loyalty settings' invitation (SPEC §3 guestSignupTabText)", () => {
    renderWithProviders(<SignupContent search="" />);
    expect(screen.getByText(TAB_TEXT)).toBeInTheDocument();
  });
});
