import { defineMessages } from "react-intl";

/** The member's details as the sign-up and profile forms ask for them. */
export const memberFieldMessages = defineMessages({
  requiredNote: { id: "memberForms.signup.requiredNote", defaultMessage: "Every field marked “required” must be filled in." },
  firstName: { id: "memberForms.signup.firstName", defaultMessage: "First name" },
  firstNameMissing: { id: "memberForms.signup.firstNameMissing", defaultMessage: "Enter your first name." },
  lastName: { id: "memberForms.signup.lastName", defaultMessage: "Last name" },
  lastNameMissing: { id: "memberForms.signup.lastNameMissing", defaultMessage: "Enter your last name." },
  country: { id: "memberForms.signup.country", defaultMessage: "Country of the phone number" },
  countryOption: { id: "memberForms.signup.countryOption", defaultMessage: "{country} ({dialCode})" },
  phone: { id: "memberForms.signup.phone", defaultMessage: "Mobile phone" },
  phoneHint: { id: "memberForms.signup.phoneHint", defaultMessage: "For example 06 12 34 56 78." },
  phoneInvalid: {
    id: "memberForms.signup.phoneInvalid",
    defaultMessage: "Enter a phone number valid in the chosen country, for example 06 12 34 56 78 in France.",
  },
  refused: {
    id: "memberForms.fieldRefused",
    defaultMessage: "The loyalty service did not accept this value: check it, or shorten it. Nothing has been saved.",
  },
  newsletter: {
    id: "memberForms.signup.newsletter",
    defaultMessage: "I would like to receive the cinema's newsletter by e-mail",
  },
});
