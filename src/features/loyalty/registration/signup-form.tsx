import { useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { Checkbox } from "../../../components/form/checkbox";
import { FormAlert } from "../../../components/form/form-alert";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextInput } from "../../../components/form/text-input";
import { useFocusFirstError, useFormSubmit } from "../../../components/form/use-form-submit";
import { paths } from "../../../config/paths";
import { siteConfig } from "../../../config/site-config";
import { isEmailShaped } from "../../../lib/email";
import { PeachCode, siteCinemaIdOf } from "../../../lib/loyalty-api";
import { callForOutcome } from "../core/api/member-api";
import { memberFormsMessages } from "../core/member-forms/messages";
import { EmailField } from "../core/member-forms/email-field";
import { NewPasswordField, newPasswordError } from "../core/member-forms/new-password-field";
import { useFailureMessage } from "../core/member-forms/outcome-message";
import { safeReturnPath } from "../core/session/return-path";
import { useLogIn } from "../core/session/use-session-actions";
import { loyaltySettings } from "../core/settings/loyalty-settings";
import type { Caller } from "./activate-membership";
import { memberFieldMessages as field } from "../core/member-forms/member-field-messages";
import { signupMessages as m } from "./messages";
import { normalizePhone } from "../core/member-forms/phone";
import { PhoneFields } from "../core/member-forms/phone-fields";
import { register, type RegistrationResult } from "./register";
import { SiteLink } from "../../../components/site-link/site-link";
import { navigateTo } from "../../../components/site-link/navigate";

type Field = "email" | "password" | "firstName" | "lastName" | "phone" | "cardNumber";
type Errors = Partial<Record<Field, string>>;
type Done = { kind: "check-mailbox" | "not-mailed" | "log-in"; email: string };

/** Refusals shown beside the card number. */
const CARD_ERRORS: readonly number[] = [PeachCode.NOT_FOUND, PeachCode.CARD_ALREADY_ACTIVE];

/** Captcha tokens for the calls that create something (SPEC §7: a token per action). */
const caller: Caller = (name, options) =>
  callForOutcome(
    name,
    options,
    name === "createMember" || name === "createMemberV3"
      ? "signup"
      : name === "sendMemberActivationCode"
        ? "activation"
        : undefined,
  );

// A version-1 site has no loyalty cinemaId (SPEC §4); a new member still joins at the site's cinema.
const registrationSettings = {
  ...loyaltySettings,
  cinemaId: loyaltySettings.cinemaId ?? siteCinemaIdOf(siteConfig.theaterIds) ?? "",
};

function DoneMessage({ done, returnParam }: { done: Done; returnParam: string | null }) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const text =
    done.kind === "check-mailbox"
      ? intl.formatMessage(m.checkMailbox, { email: done.email })
      : intl.formatMessage(done.kind === "not-mailed" ? m.activationNotSent : m.createdLogIn);
  return (
    <div ref={ref} tabIndex={-1}>
      <FormAlert id="signup-done" tone={done.kind === "not-mailed" ? "info" : "success"}>
        {text}
      </FormAlert>
      <p>
        {done.kind === "not-mailed" ? (
          <SiteLink to={paths.activation({ email: done.email })}>{intl.formatMessage(m.goToActivation)}</SiteLink>
        ) : (
          <SiteLink to={paths.login({ email: done.email, return: returnParam })}>
            {intl.formatMessage(memberFormsMessages.logIn)}
          </SiteLink>
        )}
      </p>
    </div>
  );
}

/** The sign-up form (SPEC §3 payload, §4 activation, §5 rules); on success the member is logged in and sent back. */
export function SignupForm({ returnParam, initialEmail }: { returnParam: string | null; initialEmail: string | null }) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState(initialEmail ?? "");
  const [password, setPassword] = useState("");
  const [firstName, setFirstName] = useState("");
  const [lastName, setLastName] = useState("");
  const [country, setCountry] = useState(siteConfig.country.iso31661A2);
  const [phone, setPhone] = useState("");
  const [cardNumber, setCardNumber] = useState("");
  const [newsletter, setNewsletter] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [emailTaken, setEmailTaken] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [done, setDone] = useState<Done | null>(null);
  const logIn = useLogIn();
  const failureMessage = useFailureMessage();
  useFocusFirstError(formRef, attempt);
  useEffect(() => setEmail(initialEmail ?? ""), [initialEmail]);

  const showErrors = (next: Errors) => {
    setErrors(next);
    setAttempt((n) => n + 1);
  };

  const onResult = async (result: RegistrationResult, address: string) => {
    switch (result.kind) {
      case "created": {
        const outcome = await logIn.mutateAsync({ email: address, password });
        if (outcome.kind === "logged-in") navigateTo(safeReturnPath(returnParam, window.location.origin) ?? paths.account());
        else setDone({ kind: "log-in", email: address });
        return;
      }
      case "activation-pending":
        setDone({ kind: result.mailed ? "check-mailbox" : "not-mailed", email: address });
        return;
      case "email-taken":
        setEmailTaken(true);
        showErrors({
          email: failureMessage({ kind: "refused", peachCode: result.peachCode, statusCode: 409, clientErrorMessage: null }),
        });
        return;
      case "failed": {
        const { failure } = result;
        const text = failureMessage(failure);
        if (failure.kind === "refused" && failure.peachCode === PeachCode.PASSWORD_COMPLEXITY) showErrors({ password: text });
        else if (
          failure.kind === "refused" &&
          CARD_ERRORS.includes(failure.peachCode) &&
          loyaltySettings.includeActivationCardNumber
        )
          showErrors({ cardNumber: text });
        else setFormError(text);
      }
    }
  };

  const { pending, onSubmit } = useFormSubmit(async () => {
    const address = email.trim();
    const phoneNumber = normalizePhone(phone, country);
    const next: Errors = {
      email: isEmailShaped(address) ? undefined : intl.formatMessage(memberFormsMessages.emailInvalid),
      password: newPasswordError(intl, password),
      firstName: firstName.trim() ? undefined : intl.formatMessage(field.firstNameMissing),
      lastName: lastName.trim() ? undefined : intl.formatMessage(field.lastNameMissing),
      phone: phoneNumber ? undefined : intl.formatMessage(field.phoneInvalid),
      cardNumber:
        loyaltySettings.includeActivationCardNumber && !cardNumber.trim() ? intl.formatMessage(m.cardNumberMissing) : undefined,
    };
    setFormError(null);
    setEmailTaken(false);
    if (Object.values(next).some(Boolean) || !phoneNumber) {
      showErrors(next);
      return;
    }
    setErrors({});
    const input = {
      email: address,
      password,
      firstName: firstName.trim(),
      lastName: lastName.trim(),
      phoneNumber,
      sendNewsletter: newsletter,
      cardNumber,
    };
    await onResult(await register(input, registrationSettings, caller), address);
  });

  if (done) return <DoneMessage done={done} returnParam={returnParam} />;
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      {formError && <FormAlert id="signup-error">{formError}</FormAlert>}
      <p>{intl.formatMessage(field.requiredNote)}</p>
      <EmailField idPrefix="signup" value={email} onChange={setEmail} error={errors.email} />
      {emailTaken && (
        <ul>
          <li>
            <SiteLink to={paths.login({ email: email.trim(), return: returnParam })}>
              {intl.formatMessage(m.emailTakenLogIn)}
            </SiteLink>
          </li>
          <li>
            <SiteLink to={paths.forgottenPassword({ email: email.trim() })}>{intl.formatMessage(m.emailTakenReset)}</SiteLink>
          </li>
        </ul>
      )}
      <NewPasswordField
        id="signup-password"
        label={intl.formatMessage(m.password)}
        value={password}
        onChange={setPassword}
        error={errors.password}
      />
      <TextInput
        id="signup-first-name"
        label={intl.formatMessage(field.firstName)}
        value={firstName}
        onChange={setFirstName}
        autoComplete="given-name"
        required
        error={errors.firstName}
      />
      <TextInput
        id="signup-last-name"
        label={intl.formatMessage(field.lastName)}
        value={lastName}
        onChange={setLastName}
        autoComplete="family-name"
        required
        error={errors.lastName}
      />
      <PhoneFields
        idPrefix="signup"
        country={country}
        phone={phone}
        onCountryChange={setCountry}
        onPhoneChange={setPhone}
        error={errors.phone}
      />
      {loyaltySettings.includeActivationCardNumber && (
        <TextInput
          id="signup-card-number"
          label={intl.formatMessage(m.cardNumber)}
          hint={intl.formatMessage(m.cardNumberHint)}
          value={cardNumber}
          onChange={setCardNumber}
          autoCapitalize="characters"
          required
          error={errors.cardNumber}
        />
      )}
      <Checkbox
        id="signup-newsletter"
        label={intl.formatMessage(field.newsletter)}
        checked={newsletter}
        onChange={setNewsletter}
      />
      <SubmitButton busy={pending} busyLabel={intl.formatMessage(m.creating)}>
        {intl.formatMessage(m.submit)}
      </SubmitButton>
    </form>
  );
}
