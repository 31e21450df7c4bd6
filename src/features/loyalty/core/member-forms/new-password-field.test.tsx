import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { NewPasswordField } from "./new-password-field";

afterEach(cleanup);

function Form({ provider }: { provider: string }) {
  const [value, setValue] = useState("");
  return <NewPasswordField id="pw" label="Mot de passe" value={value} onChange={setValue} provider={provider} />;
}

/** Texts as read, French typography's narrow and no-break spaces as plain ones. */
const plain = (text: string | null | undefined) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");
const ruleItems = () => screen.getAllByRole("listitem").map((item) => plain(item.textContent));
const liveText = () => plain(document.querySelector("#pw-rules [aria-live=polite]")?.textContent);

describe("NewPasswordField: the live rules of SPEC §5", () => {
  it("on BOOST_POS ticks each rule as the member types, and the polite region says what is still missing", async () => {
    renderWithProviders(<Form provider="BOOST_POS" />);
    const input = screen.getByLabelText(/^Mot de passe/);
    expect(ruleItems()).toEqual([
      "au moins 8 caractères : manquant",
      "une lettre minuscule : manquant",
      "une lettre majuscule : manquant",
      "un chiffre : manquant",
      "un caractère spécial (par exemple ! ? - _ @) : manquant",
    ]);
    expect(liveText()).toBe("");
    expect(input.getAttribute("aria-describedby")?.split(" ")).toContain("pw-rules");

    await userEvent.type(input, "cinema");
    expect(ruleItems()).toEqual([
      "au moins 8 caractères : manquant",
      "une lettre minuscule : respecté",
      "une lettre majuscule : manquant",
      "un chiffre : manquant",
      "un caractère spécial (par exemple ! ? - _ @) : manquant",
    ]);
    expect(liveText()).toBe(
      "Il manque encore : au moins 8 caractères, une lettre majuscule, un chiffre, un caractère spécial (par exemple ! ? - _ @).",
    );

    await userEvent.clear(input);
    await userEvent.type(input, "Cinema-2026");
    expect(ruleItems().every((text) => text.endsWith("respecté"))).toBe(true);
    expect(liveText()).toBe("Votre mot de passe respecte toutes les règles.");
    expect(input).toHaveValue("Cinema-2026");
  });

  it("on other providers shows no list (the backend alone decides)", () => {
    renderWithProviders(<Form provider="CGR" />);
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.getByLabelText(/^Mot de passe/).getAttribute("aria-describedby") ?? "").not.toContain("pw-rules");
  });
});
