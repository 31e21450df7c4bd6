import type { IntlShape } from "react-intl";
import { tooLongMessage } from "../../../../components/form/text-length";
import { MEMBER_TEXT_LIMITS } from "../../../../lib/loyalty-api";
import { memberFieldMessages } from "../../core/member-forms/member-field-messages";
import { normalizePhone } from "../../core/member-forms/phone";
import { toEditPayload, type EditPayload, type ProfileValues } from "./profile-values";

/** The profile's text fields, each with the length the backend takes (the inputs' maxLength). */
export const PROFILE_TEXT_LIMITS = {
  firstName: MEMBER_TEXT_LIMITS.firstName,
  lastName: MEMBER_TEXT_LIMITS.lastName,
  address1: MEMBER_TEXT_LIMITS.address1,
  address2: MEMBER_TEXT_LIMITS.address2,
  zipCode: MEMBER_TEXT_LIMITS.zipCode,
  city: MEMBER_TEXT_LIMITS.city,
} as const;

export type ProfileTextField = keyof typeof PROFILE_TEXT_LIMITS;
export type ProfileErrors = Partial<Record<ProfileTextField | "phone", string>>;

/** The Edit payload's fields the form shows them beside (a refusal naming one is shown there). */
export const PROFILE_FIELD_OF = {
  firstName: "firstName",
  lastName: "lastName",
  phoneNumber: "phone",
  address1: "address1",
  address2: "address2",
  zipCode: "zipCode",
  city: "city",
} as const satisfies Record<string, keyof ProfileErrors>;

/** The form's own checks, before any call: a message per field that is wrong, or the Edit payload. */
export function checkProfile(values: ProfileValues, intl: IntlShape): { errors: ProfileErrors; payload: EditPayload | null } {
  const phoneNumber = normalizePhone(values.phone, values.country);
  const errors: ProfileErrors = {
    firstName: values.firstName.trim() ? undefined : intl.formatMessage(memberFieldMessages.firstNameMissing),
    lastName: values.lastName.trim() ? undefined : intl.formatMessage(memberFieldMessages.lastNameMissing),
    phone: phoneNumber ? undefined : intl.formatMessage(memberFieldMessages.phoneInvalid),
  };
  for (const [field, limit] of Object.entries(PROFILE_TEXT_LIMITS) as [ProfileTextField, number][])
    errors[field] ??= tooLongMessage(intl, values[field].trim(), limit);
  const valid = !Object.values(errors).some(Boolean) && phoneNumber;
  return { errors, payload: valid ? toEditPayload(values, phoneNumber) : null };
}
