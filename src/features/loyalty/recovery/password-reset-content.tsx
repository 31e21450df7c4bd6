import { useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { FormAlert } from "../../../components/form/form-alert";
import { SubmitButton } from "../../../components/form/submit-button";
import { useFocusFirstError, useFormSubmit } from "../../../components/form/use-form-submit";
import { paths } from "../../../config/paths";
import { PeachCode } from "../../../lib/loyalty-api/peach-codes";
import { MemberFormPage } from "../core/member-forms/member-form-page";
import { memberFormsMessages } from "../core/member-forms/messages";
import { NewPasswordField, newPasswordError } from "../core/member-forms/new-password-field";
import { useFailureMessage } from "../core/member-forms/outcome-message";
import { recoveryMessages as m } from "./messages";
import { readResetLink } from "./read-reset-link";
import { hasResetCode, resetPassword, type ResetLink } from "../core/api/member-api";
import { SiteLink } from "../../../components/site-link/site-link";

/** Reads the link once, then takes its secrets out of the address bar (and so out of analytics). */
function useResetLink() {
  const [read] = useState(() => readResetLink(window.location.href));
  useEffect(() => {
    if (read.cleanHref) window.history.replaceState(window.history.state, "", read.cleanHref);
  }, [read]);
  return read;
}

function AskNewLink({ email }: { email: string | null }) {
  const intl = useIntl();
  return (
    <p>
      <SiteLink to={paths.forgottenPassword({ email })}>{intl.formatMessage(m.askNewLink)}</SiteLink>
    </p>
  );
}

function ResetForm({ link, email }: { link: ResetLink; email: string | null }) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<{ text: string; peachCode: number | null } | null>(null);
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
      setDone(true);
      return;
    }
    if (outcome.kind === "refused" && outcome.peachCode === PeachCode.PASSWORD_COMPLEXITY) {
      setFieldError(failureMessage(outcome));
      setAttempt((n) => n + 1);
      return;
    }
    setFormError({ text: failureMessage(outcome), peachCode: outcome.kind === "refused" ? outcome.peachCode : null });
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
      {formError && <FormAlert id="reset-error">{formError.text}</FormAlert>}
      {formError?.peachCode === PeachCode.INVALID_RESET_CODE && <AskNewLink email={email} />}
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

function ResetBody() {
  const intl = useIntl();
  const { link, email } = useResetLink();
  if (!hasResetCode(link))
    return (
      <>
        <FormAlert id="reset-no-code" tone="info">
          {intl.formatMessage(m.noCode)}
        </FormAlert>
        <AskNewLink email={email} />
      </>
    );
  return <ResetForm link={link} email={email} />;
}

/** The page of the reset link: a new password, posted per SPEC §4, then the member logs in with it. */
export function PasswordResetContent() {
  const intl = useIntl();
  return (
    <MemberFormPage title={intl.formatMessage(m.resetTitle)}>
      <ResetBody />
    </MemberFormPage>
  );
}
