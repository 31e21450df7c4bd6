import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { RedirectOverlay } from "./redirect-overlay";

const request = () => ({
  url: "https://tickets.example/websales/sales/1042/book?perfcode=7",
  method: "POST" as const,
  fields: { token: "t" },
});

describe("RedirectOverlay", () => {
  it("is a modal dialog that keeps the keyboard focus on its link", async () => {
    renderWithProviders(
      <>
        <button type="button">Outside</button>
        <RedirectOverlay request={request} onSend={vi.fn()} />
      </>,
    );
    const dialog = screen.getByRole("dialog", { name: "Vous allez être redirigé dans quelques secondes…" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    const link = screen.getByRole("link", { name: "Cliquez ici si la redirection ne fonctionne pas" });
    expect(link).toHaveFocus();
    await userEvent.tab();
    expect(link).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(link).toHaveFocus();
  });

  it("sends the request at once when the link is used", async () => {
    const onSend = vi.fn();
    renderWithProviders(<RedirectOverlay request={request} onSend={onSend} />);
    await userEvent.click(screen.getByRole("link"));
    expect(onSend).toHaveBeenCalledOnce();
  });
});
