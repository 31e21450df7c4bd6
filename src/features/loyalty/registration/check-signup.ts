import type { IntlShape } from "react-intl";
import { tooLongMessage } from "../../../components/form/text-length";
import { isEmailShaped } from "../../../lib/email";
import { MEMBER_TEXT_LIMITS } from "../../../lib/loyalty-api";
import type { SignupInput } from "../core/api/member-api";
import { memberFieldMessages as field } from "../core/member-forms/member-field-messages";
import { memberFormsMessages } from "../core/member-forms/messages";
import { newPasswordError } from "../core/member-forms/new-password-field";
import { normalizePhone } from "../core/member-forms/phone";
import { signupMessages as m } from "./messages";
import type { SignupErrors, SignupValues } from "./signup-state";

/**
 * The form's own checks (SPEC §5), before any call: a message per field that is wrong (the names also too long), or
 * the registration's input (names trimmed, the phone in international form).
 */
export function checkSignup(
  values: SignupValues,
  intl: IntlShape,
  asksCardNumber: boolean,
): { errors: SignupErrors; input: SignupInput | null } {
  const email = values.email.trim();
  const phoneNumber = normalizePhone(values.phone, values.country);
  const errors: SignupErrors = {
    email: isEmailShaped(email) ? undefined : intl.formatMessage(memberFormsMessages.emailInvalid),
    password: newPasswordError(intl, values.password),
    firstName: values.firstName.trim()
      ? tooLongMessage(intl, values.firstName.trim(), MEMBER_TEXT_LIMITS.firstName)
      : intl.formatMessage(field.firstNameMissing),
    lastName: values.lastName.trim()
      ? tooLongMessage(intl, values.lastName.trim(), MEMBER_TEXT_LIMITS.lastName)
      : intl.formatMessage(field.lastNameMissing),
    phone: phoneNumber ? undefined : intl.formatMessage(field.phoneInvalid),
    cardNumber: asksCardNumber && !values.cardNumber.trim() ? intl.formatMessage(m.cardNumberMissing) : undefined,
  };
  if (Object.values(errors).some(Boolean) || !phoneNumber) return { errors, input: null };
  const input: SignupInput = {
    email,
    password: values.password,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phoneNumber,
    sendNewsletter: values.newsletter,
    cardNumber: values.cardNumber,
  };
  return { errors, input };
}
