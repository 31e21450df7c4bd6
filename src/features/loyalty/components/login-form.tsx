import { navigate } from "gatsby";
import { useState, type FormEvent } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { PasswordInput } from "../../../components/form/password-input";
import { TextInput } from "../../../components/form/text-input";
import { paths } from "../../../config/paths";
import { isEmailShaped } from "../../../lib/email";
import { loyaltyMessages } from "../messages";
import { safeReturnPath } from "../session/return-path";
import type { LoginOutcome } from "../session/log-in";
import { useLogIn } from "../session/use-session-actions";
import { loyaltySettings } from "../settings/loyalty-settings";
import { useLoyaltyErrorMessage } from "./use-loyalty-error-message";

const Form = styled.form`
  max-width: 32rem;
`;

type FieldErrors = { email?: string | undefined; password?: string | undefined };

function useOutcomeMessage() {
  const intl = useIntl();
  const errorMessage = useLoyaltyErrorMessage();
  return (outcome: LoginOutcome): string | null => {
    switch (outcome.kind) {
      case "logged-in":
        return null;
      case "expired":
        return errorMessage({ peachCode: 46 });
      case "refused":
        return errorMessage(outcome);
      case "throttled":
        return intl.formatMessage(loyaltyMessages.throttled);
      case "unavailable":
        return intl.formatMessage(loyaltyMessages.unavailable);
      case "captcha-failed":
        return intl.formatMessage(loyaltyMessages.captchaFailed);
    }
  };
}

/** Email and password login; on success the member goes back to `return` or to the member area. */
export function LoginForm({ returnParam }: { returnParam: string | null }) {
  const intl = useIntl();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const logIn = useLogIn();
  const outcomeMessage = useOutcomeMessage();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const errors: FieldErrors = {
      email: isEmailShaped(email.trim()) ? undefined : intl.formatMessage(loyaltyMessages.emailInvalid),
      password: password ? undefined : intl.formatMessage(loyaltyMessages.passwordMissing),
    };
    setFieldErrors(errors);
    setError(null);
    if (errors.email || errors.password) return;
    const outcome = await logIn.mutateAsync({ email: email.trim(), password });
    const message = outcomeMessage(outcome);
    if (message) {
      setError(message);
      return;
    }
    void navigate(safeReturnPath(returnParam, window.location.origin) ?? paths.account());
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-describedby={error ? "login-error" : undefined}>
      {error && (
        <Alert $tone="error" role="alert" id="login-error">
          {error}
        </Alert>
      )}
      <TextInput
        id="login-email"
        type="email"
        label={intl.formatMessage(loyaltyMessages.email)}
        value={email}
        onChange={setEmail}
        autoComplete="username"
        inputMode="email"
        required
        error={fieldErrors.email}
      />
      <PasswordInput
        id="login-password"
        label={intl.formatMessage(loyaltyMessages.password)}
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        required
        error={fieldErrors.password}
      />
      <Button type="submit" disabled={logIn.isPending}>
        {intl.formatMessage(logIn.isPending ? loyaltyMessages.submitting : loyaltyMessages.submit)}
      </Button>
      {loyaltySettings.recaptchaSiteKey && <p>{intl.formatMessage(loyaltyMessages.recaptchaNotice)}</p>}
    </Form>
  );
}
