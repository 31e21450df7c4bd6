import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import type * as SiteVersion from "../core/api/member-api/site-version";
import { ActivationContent } from "./activation-content";

// A version-1 site: its backend has no SendMemberActivationCode (the route table gives it to version 3 only).
vi.mock("../core/api/member-api/site-version", async (importOriginal) => {
  const actual = await importOriginal<typeof SiteVersion>();
  return { ...actual, memberOffers: { ...actual.memberOffers, activationLink: false } };
});

describe("the activation page where the backend cannot send a new link (version 1)", () => {
  it("says how the account is activated, with no form that would be refused", () => {
    renderWithProviders(<ActivationContent search="?email=lea.bernard%40example.fr" />);
    expect(screen.getByRole("heading", { level: 1, name: "Activer mon compte fidélité" })).toBeVisible();
    expect(screen.getByText(/s’active par le lien de l’e-mail reçu à votre inscription/)).toBeVisible();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
