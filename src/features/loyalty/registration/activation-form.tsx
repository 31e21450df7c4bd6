import { useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { FormAlert } from "../../../components/form/form-alert";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextInput } from "../../../components/form/text-input";
import { useFocusFirstError, useFormSubmit } from "../../../components/form/use-form-submit";
import { paths } from "../../../config/paths";
import { isEmailShaped } from "../../../lib/email";
import { PeachCode } from "../../../lib/loyalty-api/peach-codes";
import { requestActivationLink } from "../core/api/member-api";
import { memberFormsMessages } from "../core/member-forms/messages";
import { EmailField } from "../core/member-forms/email-field";
import { useFailureMessage } from "../core/member-forms/outcome-message";
import { loyaltySettings } from "../core/settings/loyalty-settings";
import { activationMessages as m } from "./activation-messages";
import { SiteLink } from "../../../components/site-link/site-link";

type Errors = { email?: string | undefined; phone?: string | undefined; cardNumber?: string | undefined };

/** Where INVALID_ACTIVATION_INFO is shown: beside each activation detail the form asks for, else beside the e-mail. */
function activationInfoErrors(text: string): Errors {
  const phone = loyaltySettings.includeActivationPhoneNumber ? text : undefined;
  const cardNumber = loyaltySettings.includeActivationCardNumber ? text : undefined;
  return phone || cardNumber ? { phone, cardNumber } : { email: text };
}

type Result = { tone: "success" | "error" | "info"; text: string; toLogin: boolean };

/**
 * Account activation (SPEC §7 SendMemberActivationCode): the details the settings ask for, then the
 * member opens the link of the mail. 76 (already active) leads to the login page.
 */
export function ActivationForm({ initialEmail }: { initialEmail: string | null }) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState(initialEmail ?? "");
  const [phone, setPhone] = useState("");
  const [cardNumber, setCardNumber] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Result | null>(null);
  const failureMessage = useFailureMessage();
  useFocusFirstError(formRef, attempt);
  useEffect(() => setEmail(initialEmail ?? ""), [initialEmail]);

  const { pending, onSubmit } = useFormSubmit(async () => {
    const address = email.trim();
    const next = {
      email: isEmailShaped(address) ? undefined : intl.formatMessage(memberFormsMessages.emailInvalid),
      phone: loyaltySettings.includeActivationPhoneNumber && !phone.trim() ? intl.formatMessage(m.phoneMissing) : undefined,
      cardNumber:
        loyaltySettings.includeActivationCardNumber && !cardNumber.trim() ? intl.formatMessage(m.cardNumberMissing) : undefined,
    };
    setResult(null);
    setErrors(next);
    if (next.email || next.phone || next.cardNumber) {
      setAttempt((n) => n + 1);
      return;
    }
    const outcome = await requestActivationLink({ email: address, phoneNumber: phone.trim(), cardNumber });
    if (outcome.kind === "ok")
      setResult({ tone: "success", text: intl.formatMessage(m.sent, { email: address }), toLogin: true });
    else if (outcome.kind === "refused" && outcome.peachCode === PeachCode.ALREADY_ACTIVE)
      setResult({ tone: "info", text: `${failureMessage(outcome)} ${intl.formatMessage(m.alreadyActive)}`, toLogin: true });
    else if (outcome.kind === "refused" && outcome.peachCode === PeachCode.INVALID_ACTIVATION_INFO) {
      setErrors(activationInfoErrors(failureMessage(outcome)));
      setAttempt((n) => n + 1);
    } else if (outcome.kind === "refused" && outcome.peachCode === PeachCode.EMAIL_NOT_ASSOCIATED) {
      setErrors({ email: failureMessage(outcome) });
      setAttempt((n) => n + 1);
    } else setResult({ tone: "error", text: failureMessage(outcome), toLogin: false });
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      {result && (
        <FormAlert id="activation-result" tone={result.tone}>
          {result.text}
        </FormAlert>
      )}
      {result?.toLogin && (
        <p>
          <SiteLink to={paths.login({ email: email.trim() })}>{intl.formatMessage(memberFormsMessages.logIn)}</SiteLink>
        </p>
      )}
      <EmailField idPrefix="activation" value={email} onChange={setEmail} error={errors.email} />
      {loyaltySettings.includeActivationPhoneNumber && (
        <TextInput
          id="activation-phone"
          type="tel"
          label={intl.formatMessage(m.phone)}
          value={phone}
          onChange={setPhone}
          autoComplete="tel"
          inputMode="tel"
          required
          error={errors.phone}
        />
      )}
      {loyaltySettings.includeActivationCardNumber && (
        <TextInput
          id="activation-card-number"
          label={intl.formatMessage(m.cardNumber)}
          value={cardNumber}
          onChange={setCardNumber}
          autoCapitalize="characters"
          required
          error={errors.cardNumber}
        />
      )}
      <SubmitButton busy={pending} busyLabel={intl.formatMessage(memberFormsMessages.sending)}>
        {intl.formatMessage(m.send)}
      </SubmitButton>
    </form>
  );
}
