import { useIntl } from "react-intl";
import { Checkbox } from "../../../components/form/checkbox";
import { TextInput } from "../../../components/form/text-input";
import { SiteLink } from "../../../components/site-link/site-link";
import { paths } from "../../../config/paths";
import { MEMBER_TEXT_LIMITS } from "../../../lib/loyalty-api";
import { EmailField } from "../core/member-forms/email-field";
import { memberFieldMessages as field } from "../core/member-forms/member-field-messages";
import { NewPasswordField } from "../core/member-forms/new-password-field";
import { PhoneFields } from "../core/member-forms/phone-fields";
import { loyaltySettings } from "../core/settings/loyalty-settings";
import { signupMessages as m } from "./messages";
import type { SignupErrors, SignupValues } from "./signup-state";

/** The sign-up form's sections: what they show of the form's values and messages, and how they change them. */
interface SectionProps {
  values: SignupValues;
  errors: SignupErrors;
  onChange: (values: Partial<SignupValues>) => void;
}

/** The login: e-mail (with ways in when it is already a member's) and password. */
export function AccountFields({
  values,
  errors,
  onChange,
  emailTaken,
  returnParam,
}: SectionProps & { emailTaken: boolean; returnParam: string | null }) {
  const intl = useIntl();
  const email = values.email.trim();
  return (
    <>
      <EmailField idPrefix="signup" value={values.email} onChange={(value) => onChange({ email: value })} error={errors.email} />
      {emailTaken && (
        <ul>
          <li>
            <SiteLink to={paths.login({ email, return: returnParam })}>{intl.formatMessage(m.emailTakenLogIn)}</SiteLink>
          </li>
          <li>
            <SiteLink to={paths.forgottenPassword({ email })}>{intl.formatMessage(m.emailTakenReset)}</SiteLink>
          </li>
        </ul>
      )}
      <NewPasswordField
        id="signup-password"
        label={intl.formatMessage(m.password)}
        value={values.password}
        onChange={(password) => onChange({ password })}
        error={errors.password}
      />
    </>
  );
}

/** The names: words (’ « » « et » as typed), within the backend's lengths. */
export function NameFields({ values, errors, onChange }: SectionProps) {
  const intl = useIntl();
  return (
    <>
      <TextInput
        id="signup-first-name"
        label={intl.formatMessage(field.firstName)}
        value={values.firstName}
        onChange={(firstName) => onChange({ firstName })}
        kind="words"
        maxLength={MEMBER_TEXT_LIMITS.firstName}
        autoComplete="given-name"
        required
        error={errors.firstName}
      />
      <TextInput
        id="signup-last-name"
        label={intl.formatMessage(field.lastName)}
        value={values.lastName}
        onChange={(lastName) => onChange({ lastName })}
        kind="words"
        maxLength={MEMBER_TEXT_LIMITS.lastName}
        autoComplete="family-name"
        required
        error={errors.lastName}
      />
    </>
  );
}

/** The phone (with its country), the loyalty card when the settings ask for it, the newsletter consent. */
export function ContactFields({ values, errors, onChange }: SectionProps) {
  const intl = useIntl();
  return (
    <>
      <PhoneFields
        idPrefix="signup"
        country={values.country}
        phone={values.phone}
        onCountryChange={(country) => onChange({ country })}
        onPhoneChange={(phone) => onChange({ phone })}
        error={errors.phone}
      />
      {loyaltySettings.includeActivationCardNumber && (
        <TextInput
          id="signup-card-number"
          label={intl.formatMessage(m.cardNumber)}
          hint={intl.formatMessage(m.cardNumberHint)}
          value={values.cardNumber}
          onChange={(cardNumber) => onChange({ cardNumber })}
          autoCapitalize="characters"
          required
          error={errors.cardNumber}
        />
      )}
      <Checkbox
        id="signup-newsletter"
        label={intl.formatMessage(field.newsletter)}
        checked={values.newsletter}
        onChange={(newsletter) => onChange({ newsletter })}
      />
    </>
  );
}
