/** What the member typed on the sign-up form (already checked). */
export interface SignupInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** International form, e.g. +33612345678. */
  phoneNumber: string;
  sendNewsletter: boolean;
  /** Only when the settings ask for it (includeActivationCardNumber); "" otherwise. */
  cardNumber: string;
}

export interface PayloadSettings {
  clubId: string;
  /** This cinema: the member's preferred and pickup cinema. */
  cinemaId: string;
  includeActivationCardNumber: boolean;
}

/**
 * The member create payload of SPEC §3, field for field: the username is the e-mail, the fields the
 * form does not ask for are empty, and the fixed values are the spec's.
 */
export function buildCreatePayload(input: SignupInput, settings: PayloadSettings) {
  return {
    clubId: settings.clubId,
    email: input.email,
    password: input.password,
    firstName: input.firstName,
    lastName: input.lastName,
    username: input.email,
    phoneNumber: input.phoneNumber,
    memberId: "",
    address1: "",
    address2: "",
    city: "",
    state: "",
    zipCode: "",
    houseSize: 0,
    maritalStatus: "",
    sendNewsletter: input.sendNewsletter,
    wishToReceiveSMS: "False",
    contactByThirdParty: "False",
    newsletterFrequency: "-1",
    pickupCinemaId: settings.cinemaId,
    preferredCinemaId: settings.cinemaId,
    preferredCinemaList: [settings.cinemaId],
    preferenceList: [],
    preferredGenres: [],
    memberItemId: "",
    memberLevelId: 0,
    nationalId: "",
    updatePreferences: false,
    memberCardNumber: settings.includeActivationCardNumber ? input.cardNumber.trim().toUpperCase() : "",
  };
}

export type CreatePayload = ReturnType<typeof buildCreatePayload>;
