import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { PasswordInput } from "./password-input";
import { TextInput } from "./text-input";

function TextHarness({ kind, maxLength, start = "" }: { kind?: "words" | "code"; maxLength?: number; start?: string }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <TextInput id="name" label="Nom" value={value} onChange={setValue} kind={kind} maxLength={maxLength} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const NNBSP = "\u202F";

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

describe("TextInput for words (names, addresses)", () => {
  it("writes the apostrophe typed as ’: N'Diaye and l'Église keep it, and no ' is left to send", async () => {
    renderWithProviders(<TextHarness kind="words" />);
    await userEvent.type(screen.getByLabelText("Nom"), "N'Diaye, 3 rue de l'Église");
    expect(screen.getByLabelText("Nom")).toHaveValue("N’Diaye, 3 rue de l’Église");
    expect(screen.getByTestId("value").textContent).toBe("N’Diaye, 3 rue de l’Église");
    // ’ is the same letter to the eye and the ear: no note.
    expect(screen.getByLabelText("Nom")).not.toHaveAccessibleDescription();
  });

  it("an apostrophe typed inside a word leaves the caret where it was", async () => {
    renderWithProviders(<TextHarness kind="words" start="ND" />);
    const input = screen.getByLabelText<HTMLInputElement>("Nom");
    await userEvent.type(input, "'", { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(input).toHaveValue("N’D");
    expect(input.selectionStart).toBe(2);
    await userEvent.keyboard("x");
    expect(input).toHaveValue("N’xD");
  });

  it('a paste with " and & shows « » and « et » in the field before anything is saved, and says why', async () => {
    renderWithProviders(<TextHarness kind="words" />);
    const input = screen.getByLabelText("Nom");
    await userEvent.click(input);
    await userEvent.paste('Résidence "Les Pins" & Cie');
    expect(input).toHaveValue(`Résidence «${NNBSP}Les Pins${NNBSP}» et Cie`);
    expect(input).toHaveAccessibleDescription(/Écrit à la française/);
  });

  it("drops < > ; with a note, and keeps emoji", async () => {
    renderWithProviders(<TextHarness kind="words" />);
    await userEvent.type(screen.getByLabelText("Nom"), "Zoé 🎬 <3;");
    expect(screen.getByTestId("value").textContent).toBe("Zoé 🎬 3");
    expect(screen.getByLabelText("Nom")).toHaveAccessibleDescription(
      `Les caractères < >${NNBSP}; ne sont pas acceptés et ont été retirés.`,
    );
  });
});

describe("TextInput with a maxLength", () => {
  it("stops typing at the limit", async () => {
    renderWithProviders(<TextHarness kind="words" maxLength={5} />);
    await userEvent.type(screen.getByLabelText("Nom"), "Bellecour");
    expect(screen.getByLabelText("Nom")).toHaveValue("Belle");
    expect(screen.getByLabelText("Nom")).not.toHaveAttribute("aria-invalid");
  });

  it("keeps a longer paste whole and says, at the field, that it is too long", async () => {
    renderWithProviders(<TextHarness kind="words" maxLength={256} />);
    const input = screen.getByLabelText("Nom");
    await userEvent.click(input);
    await userEvent.paste("l'".repeat(1_350));
    expect(screen.getByTestId("value").textContent).toBe("l’".repeat(1_350));
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(`256 caractères au plus\u00A0: ce texte en compte 2${NNBSP}700. Raccourcissez-le.`);
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
