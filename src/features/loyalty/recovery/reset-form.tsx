import { useRef, useState } from "react";
import { useIntl } from "react-intl";
import { FormAlert } from "../../../components/form/form-alert";
import { SubmitButton } from "../../../components/form/submit-button";
import { useFocusFirstError, useFormSubmit } from "../../../components/form/use-form-submit";
import { SiteLink } from "../../../components/site-link/site-link";
import { paths } from "../../../config/paths";
import { PeachCode } from "../../../lib/loyalty-api/peach-codes";
import { resetPassword, type Failure, type ResetLink } from "../core/api/member-api";
import { memberFormsMessages } from "../core/member-forms/messages";
import { NewPasswordField, newPasswordError } from "../core/member-forms/new-password-field";
import { useFailureMessage } from "../core/member-forms/outcome-message";
import { recoveryMessages as m } from "./messages";
import { rememberSpentLink } from "./spent-reset-links";

/**
 * The new password, posted per SPEC §4; once changed, the link is remembered as spent here. A refused code
 * (`onInvalid`) replaces the form; a password refused (84) is said beside it; anything else above it.
 */
export function ResetForm({
  link,
  email,
  onInvalid,
}: {
  link: ResetLink;
  email: string | null;
  onInvalid: (failure: Failure) => void;
}) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [done, setDone] = useState(false);
  const failureMessage = useFailureMessage();
  useFocusFirstError(formRef, attempt);

  const { pending, onSubmit } = useFormSubmit(async () => {
    setFormError(null);
    const error = newPasswordError(intl, password);
    setFieldError(error);
    if (error) {
      setAttempt((n) => n + 1);
      return;
    }
    const outcome = await resetPassword(link, password);
    if (outcome.kind === "ok") {
      await rememberSpentLink(link);
      setDone(true);
    } else if (outcome.kind === "refused" && outcome.peachCode === PeachCode.INVALID_RESET_CODE) onInvalid(outcome);
    else if (outcome.kind === "refused" && outcome.peachCode === PeachCode.PASSWORD_COMPLEXITY) {
      setFieldError(failureMessage(outcome));
      setAttempt((n) => n + 1);
    } else setFormError(failureMessage(outcome));
  });

  if (done)
    return (
      <>
        <FormAlert id="reset-done" tone="success">
          {intl.formatMessage(m.done)}
        </FormAlert>
        <p>
          <SiteLink to={paths.login({ email })}>{intl.formatMessage(memberFormsMessages.logIn)}</SiteLink>
        </p>
      </>
    );
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      {formError && <FormAlert id="reset-error">{formError}</FormAlert>}
      {email && <p>{intl.formatMessage(m.forAccount, { email })}</p>}
      <NewPasswordField
        id="reset-password"
        label={intl.formatMessage(m.newPassword)}
        value={password}
        onChange={setPassword}
        error={fieldError}
      />
      <SubmitButton busy={pending} busyLabel={intl.formatMessage(memberFormsMessages.sending)}>
        {intl.formatMessage(m.save)}
      </SubmitButton>
    </form>
  );
}
