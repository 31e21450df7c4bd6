import { defineMessages } from "react-intl";

export const profileMessages = defineMessages({
  formTitle: { id: "loyalty.account.profile.formTitle", defaultMessage: "Edit my details" },
  email: {
    id: "loyalty.account.profile.email",
    defaultMessage: "Your email address, {email}, is your login: ask the box office to change it.",
  },
  address1: { id: "loyalty.account.profile.address1", defaultMessage: "Address" },
  address2: { id: "loyalty.account.profile.address2", defaultMessage: "Address (continued)" },
  zipCode: { id: "loyalty.account.profile.zipCode", defaultMessage: "Postcode" },
  city: { id: "loyalty.account.profile.city", defaultMessage: "City" },
  preferencesTitle: { id: "loyalty.account.profile.preferencesTitle", defaultMessage: "My preferences" },
  sms: { id: "loyalty.account.profile.sms", defaultMessage: "I would like to receive the cinema's offers by text message" },
  preferredCinema: { id: "loyalty.account.profile.preferredCinema", defaultMessage: "My cinema" },
  noPreferredCinema: { id: "loyalty.account.profile.noPreferredCinema", defaultMessage: "No preference" },
  save: { id: "loyalty.account.profile.save", defaultMessage: "Save my details" },
  saving: { id: "loyalty.account.profile.saving", defaultMessage: "Saving…" },
  saved: { id: "loyalty.account.profile.saved", defaultMessage: "Your details have been saved." },
  notSaved: {
    id: "loyalty.account.profile.notSaved",
    defaultMessage: "Your details have not been saved: {reason} What you typed is still in the form.",
  },
});
