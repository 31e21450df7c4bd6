import { useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { FormAlert } from "../../../../components/form/form-alert";
import { SubmitButton } from "../../../../components/form/submit-button";
import { useFocusFirstError, useFormSubmit } from "../../../../components/form/use-form-submit";
import { isEmailShaped } from "../../../../lib/email";
import type { CallOutcome } from "../api/member-api";
import { memberFormsMessages } from "./messages";
import { EmailField } from "./email-field";
import { useFailureMessage } from "./outcome-message";

/**
 * One e-mail address and a button (forgotten password, username reminder): the answer is the same
 * whether or not the address belongs to a member; only outages and refusals of another kind show.
 */
export function EmailRequestForm({
  id,
  initialEmail,
  submitLabel,
  sentMessage,
  send,
}: {
  id: string;
  initialEmail: string | null;
  submitLabel: string;
  sentMessage: (email: string) => string;
  send: (email: string) => Promise<CallOutcome<object>>;
}) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState(initialEmail ?? "");
  const [emailError, setEmailError] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const failureMessage = useFailureMessage();
  useFocusFirstError(formRef, attempt);
  useEffect(() => setEmail(initialEmail ?? ""), [initialEmail]);

  const { pending, onSubmit } = useFormSubmit(async () => {
    const address = email.trim();
    setResult(null);
    if (!isEmailShaped(address)) {
      setEmailError(intl.formatMessage(memberFormsMessages.emailInvalid));
      setAttempt((n) => n + 1);
      return;
    }
    setEmailError(undefined);
    const outcome = await send(address);
    setResult(
      outcome.kind === "ok" ? { tone: "success", text: sentMessage(address) } : { tone: "error", text: failureMessage(outcome) },
    );
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      {result && (
        <FormAlert id={`${id}-result`} tone={result.tone}>
          {result.text}
        </FormAlert>
      )}
      <EmailField idPrefix={id} value={email} onChange={setEmail} error={emailError} />
      <SubmitButton busy={pending} busyLabel={intl.formatMessage(memberFormsMessages.sending)}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
