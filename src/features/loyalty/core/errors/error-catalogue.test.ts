import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import { siteIntl } from "../../../../i18n/site-intl";
import { loyaltyErrorMessage } from "./error-catalogue";

const english = createIntl({ locale: "en", defaultLocale: "en", messages: {} });
const cgr = { provider: "CGR" as const };

describe("loyalty error catalogue (SPEC §8)", () => {
  it.each([
    [26, "Your account is not activated"],
    [29, "Your email is not associated with a member"],
    [30, "Member not found"],
    [31, "Incorrect password"],
    [58, "Incorrect password"],
    [34, "This email is already associated to a member"],
    [60, "This email is already associated to a member"],
    [46, "Your account has expired"],
    [51, "Invalid gift card"],
    [57, "Invalid reset code"],
    [72, "This movie can't be added to your watchlist yet"],
    [76, "Your account is already active"],
    [84, "Password should meet complexity rules"],
    [85, "Invalid activation info"],
    [1015, "You need to change your password"],
    [1019, "Your account is blocked"],
    [1020, "This card is already active"],
    [9999, "An error has occured."],
  ])("code %i → %s (Code: %i)", (code, text) => {
    expect(loyaltyErrorMessage(english, { peachCode: code }, cgr)).toBe(`${text} (Code: ${code})`);
  });

  it.each([
    [26, "Votre compte n’est pas activé (Code : 26)"],
    [31, "Mot de passe incorrect (Code : 31)"],
    [1019, "Votre compte est bloqué (Code : 1019)"],
    [404, "Une erreur est survenue. (Code : 404)"],
  ])("code %i in French → %s", (code, text) => {
    expect(loyaltyErrorMessage(siteIntl, { peachCode: code }, cgr)).toBe(text);
  });

  it("chooses by provider too: BOOST_POS explains the password rules", () => {
    expect(loyaltyErrorMessage(english, { peachCode: 84 }, { provider: "BOOST_POS" })).toBe(
      "Your password is not strong enough. It must contain at least 8 characters, 1 lowercase letter, 1 uppercase letter, 1 number, and 1 special character. (Code: 84)",
    );
    expect(loyaltyErrorMessage(english, { peachCode: 84 }, { provider: "TAPOS" })).toBe(
      "Password should meet complexity rules (Code: 84)",
    );
  });

  it("shows the server’s message only with the display-original flag", () => {
    const answer = { peachCode: 31, clientErrorMessage: "Wrong password, 2 attempts left" };
    expect(loyaltyErrorMessage(english, answer, cgr)).toBe("Incorrect password (Code: 31)");
    expect(loyaltyErrorMessage(english, answer, { ...cgr, displayOriginal: true })).toBe(
      "Wrong password, 2 attempts left (Code: 31)",
    );
    expect(loyaltyErrorMessage(english, { peachCode: 31, clientErrorMessage: "" }, { ...cgr, displayOriginal: true })).toBe(
      "Incorrect password (Code: 31)",
    );
  });
});
