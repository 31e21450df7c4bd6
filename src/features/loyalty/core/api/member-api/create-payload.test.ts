import { describe, expect, it } from "vitest";
import { buildCreatePayload } from "./create-payload";

const input = {
  email: "anne.roux@example.fr",
  password: "Secret-2026!",
  firstName: "Anne",
  lastName: "Roux",
  phoneNumber: "+33612345678",
  sendNewsletter: false,
  cardNumber: " aur0000101 ",
};

describe("buildCreatePayload (SPEC §3 member create payload)", () => {
  it("has exactly the spec's fields, with its fixed values and this cinema", () => {
    expect(buildCreatePayload(input, { clubId: "12", cinemaId: "1042", includeActivationCardNumber: false })).toEqual({
      clubId: "12",
      email: "anne.roux@example.fr",
      password: "Secret-2026!",
      firstName: "Anne",
      lastName: "Roux",
      username: "anne.roux@example.fr",
      phoneNumber: "+33612345678",
      memberId: "",
      address1: "",
      address2: "",
      city: "",
      state: "",
      zipCode: "",
      houseSize: 0,
      maritalStatus: "",
      sendNewsletter: false,
      wishToReceiveSMS: "False",
      contactByThirdParty: "False",
      newsletterFrequency: "-1",
      pickupCinemaId: "1042",
      preferredCinemaId: "1042",
      preferredCinemaList: ["1042"],
      preferenceList: [],
      preferredGenres: [],
      memberItemId: "",
      memberLevelId: 0,
      nationalId: "",
      updatePreferences: false,
      memberCardNumber: "",
    });
  });

  it("sends the card number, uppercased, only when the settings ask for it", () => {
    const payload = buildCreatePayload(
      { ...input, sendNewsletter: true },
      { clubId: "12", cinemaId: "1042", includeActivationCardNumber: true },
    );
    expect(payload.memberCardNumber).toBe("AUR0000101");
    expect(payload.sendNewsletter).toBe(true);
  });
});
