import { useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { FormAlert } from "../../../components/form/form-alert";
import { PasswordInput } from "../../../components/form/password-input";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextInput } from "../../../components/form/text-input";
import { useFocusFirstError, useFormSubmit } from "../../../components/form/use-form-submit";
import { paths } from "../../../config/paths";
import { isEmailShaped } from "../../../lib/email";
import { PeachCode } from "../../../lib/loyalty-api/peach-codes";
import { loyaltyMessages } from "../core/messages";
import { safeReturnPath } from "../core/session/return-path";
import { useLogIn } from "../core/session/use-session-actions";
import { loyaltySettings } from "../core/settings/loyalty-settings";
import { memberOffers } from "../core/api/member-api";
import { memberFormMessages } from "./login-help-messages";
import { addFilmAfterLogin } from "./add-film-after-login";
import { useOutcomeMessage, type Refusal } from "./login-outcome";
import { SiteLink } from "../../../components/site-link/site-link";
import { navigateTo } from "../../../components/site-link/navigate";

const Form = styled.form`
  max-width: 32rem;
`;

const ERROR_ID = "login-error";

type FieldErrors = { email?: string | undefined; password?: string | undefined };

/** What a refusal lets the member do next: 26 asks for a new activation mail, 1015 and 31/58 lead to the reset. */
function RefusalNextStep({ peachCode, email }: { peachCode: number | null; email: string }) {
  const intl = useIntl();
  const step =
    // A backend without SendMemberActivationCode (version 1) cannot send a new link: the message says the rest.
    peachCode === PeachCode.NOT_ACTIVATED && memberOffers.activationLink
      ? { to: paths.activation({ email }), label: memberFormMessages.sendActivationAgain }
      : peachCode === PeachCode.MUST_CHANGE_PASSWORD
        ? { to: paths.forgottenPassword({ email }), label: memberFormMessages.changePasswordNow }
        : null;
  if (!step) return null;
  return (
    <p>
      <SiteLink to={step.to}>{intl.formatMessage(step.label)}</SiteLink>
    </p>
  );
}

/**
 * Email and password login; on success the member goes back to `return` or to the member area, the film of
 * `filmToAdd` (« Ajouter à mes films », a film of the site) added to hers first.
 */
export function LoginForm({
  returnParam,
  initialEmail = "",
  filmToAdd = null,
}: {
  returnParam: string | null;
  initialEmail?: string;
  filmToAdd?: string | null;
}) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState("");
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [attempt, setAttempt] = useState(0);
  const logIn = useLogIn();
  const outcomeMessage = useOutcomeMessage();
  useFocusFirstError(formRef, attempt);
  useEffect(() => {
    if (initialEmail) setEmail(initialEmail);
  }, [initialEmail]);

  const { pending, onSubmit } = useFormSubmit(async () => {
    const errors: FieldErrors = {
      email: isEmailShaped(email.trim()) ? undefined : intl.formatMessage(loyaltyMessages.emailInvalid),
      password: password ? undefined : intl.formatMessage(loyaltyMessages.passwordMissing),
    };
    setFieldErrors(errors);
    setRefusal(null);
    if (errors.email || errors.password) {
      setAttempt((n) => n + 1);
      return;
    }
    const outcome = await logIn.mutateAsync({ email: email.trim(), password });
    const refused = outcomeMessage(outcome);
    if (refused) {
      setRefusal(refused);
      // The field the backend named as wrong takes the focus; a refusal naming none is announced where it is.
      if (refused.field) setAttempt((n) => n + 1);
      return;
    }
    const destination = safeReturnPath(returnParam, window.location.origin) ?? paths.account();
    if (filmToAdd) await addFilmAfterLogin(filmToAdd, destination);
    navigateTo(destination);
  });

  // The refusal describes the one field it names (31/58 the password, 29/30 the e-mail).
  const refusedIn = (field: Refusal["field"]) => (refusal?.field === field ? ERROR_ID : undefined);
  return (
    <Form ref={formRef} onSubmit={onSubmit} noValidate aria-describedby={refusal ? ERROR_ID : undefined}>
      {refusal && <FormAlert id={ERROR_ID}>{refusal.message}</FormAlert>}
      {refusal && <RefusalNextStep peachCode={refusal.peachCode} email={email.trim()} />}
      <TextInput
        id="login-email"
        // The e-mail is the member's login identifier: autocomplete "username" (password managers pair
        // it with the password), which WHATWG allows on text inputs, not on type="email"; inputMode
        // keeps the e-mail keyboard and the form checks the address (docs/decisions.md).
        type="text"
        label={intl.formatMessage(loyaltyMessages.email)}
        value={email}
        onChange={setEmail}
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={fieldErrors.email}
        formErrorId={refusedIn("email")}
      />
      <PasswordInput
        id="login-password"
        label={intl.formatMessage(loyaltyMessages.password)}
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        required
        error={fieldErrors.password}
        formErrorId={refusedIn("password")}
      />
      <SubmitButton busy={pending} busyLabel={intl.formatMessage(loyaltyMessages.submitting)}>
        {intl.formatMessage(loyaltyMessages.submit)}
      </SubmitButton>
      {loyaltySettings.recaptchaSiteKey && <p>{intl.formatMessage(loyaltyMessages.recaptchaNotice)}</p>}
    </Form>
  );
}
