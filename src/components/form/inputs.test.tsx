import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { PasswordInput } from "./password-input";
import { TextInput } from "./text-input";

function TextHarness() {
  const [value, setValue] = useState("");
  return (
    <>
      <TextInput id="name" label="Nom" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

function PasswordHarness() {
  const [value, setValue] = useState("");
  return (
    <>
      <PasswordInput id="password" label="Mot de passe" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe("TextInput", () => {
  it("strips < > ' \" & ; as the visitor types and says so in French", async () => {
    renderWithProviders(<TextHarness />);
    await userEvent.type(screen.getByLabelText("Nom"), `Jean <b>"D'Arc" & co;`);
    expect(screen.getByTestId("value").textContent).toBe("Jean bDArc  co");
    expect(screen.getByLabelText("Nom")).toHaveAccessibleDescription(/ne sont pas acceptés/);
  });

  it("strips them from pasted text too", () => {
    renderWithProviders(<TextHarness />);
    fireEvent.change(screen.getByLabelText("Nom"), { target: { value: "<script>alert(1)</script>" } });
    expect(screen.getByTestId("value")).toHaveTextContent("scriptalert(1)/script");
  });

  it("keeps ordinary text unchanged and shows no warning", async () => {
    renderWithProviders(<TextHarness />);
    await userEvent.type(screen.getByLabelText("Nom"), "Élodie Müller-Dupré");
    expect(screen.getByTestId("value")).toHaveTextContent("Élodie Müller-Dupré");
    expect(screen.getByLabelText("Nom")).not.toHaveAccessibleDescription();
  });
});

describe("PasswordInput", () => {
  it("leaves the password unchanged, special characters included", async () => {
    renderWithProviders(<PasswordHarness />);
    await userEvent.type(screen.getByLabelText("Mot de passe"), `a<b>'c"&d;`);
    expect(screen.getByTestId("value")).toHaveTextContent(`a<b>'c"&d;`);
  });

  it("shows and hides the password with a labelled toggle", async () => {
    renderWithProviders(<PasswordHarness />);
    const input = screen.getByLabelText("Mot de passe");
    expect(input).toHaveAttribute("type", "password");
    await userEvent.click(screen.getByRole("button", { name: "Afficher le mot de passe" }));
    expect(input).toHaveAttribute("type", "text");
    expect(screen.getByText("Mot de passe affiché")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Masquer le mot de passe" }));
    expect(input).toHaveAttribute("type", "password");
  });
});
