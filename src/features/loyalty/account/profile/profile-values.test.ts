import { describe, expect, it } from "vitest";
import type { MemberDetails } from "../../core/api/types";
import { profileValuesOf } from "./profile-values";

const member = {
  memberId: "1",
  firstName: "Zoé 🎬",
  lastName: "N'Diaye",
  email: "zoe@example.fr",
  phoneNumber: "+33612345670",
  sendNewsletter: false,
  preferredCinemaId: "1042",
  address1: '3 rue de l\'Église, résidence "Les Pins"',
  city: "Saint-Jean-d'Angély",
} as MemberDetails;

describe("profileValuesOf", () => {
  it("shows a name and an address the box office typed with ' and \" as the form writes and saves them", () => {
    expect(profileValuesOf(member, "FR")).toMatchObject({
      firstName: "Zoé 🎬",
      lastName: "N’Diaye",
      address1: "3 rue de l’Église, résidence «\u202FLes Pins\u202F»",
      city: "Saint-Jean-d’Angély",
      phone: "06 12 34 56 70",
    });
  });
});
