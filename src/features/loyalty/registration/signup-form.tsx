import { useIntl } from "react-intl";
import { FormAlert } from "../../../components/form/form-alert";
import { SubmitButton } from "../../../components/form/submit-button";
import { memberFieldMessages as field } from "../core/member-forms/member-field-messages";
import { signupMessages as m } from "./messages";
import { SignupDoneMessage } from "./signup-done";
import { AccountFields, ContactFields, NameFields } from "./signup-fields";
import { useSignupForm } from "./use-signup-form";

/**
 * The sign-up form (SPEC §3 payload, §4 activation, §5 rules): its state and submit are useSignupForm's, its
 * sections signup-fields'. On success the member is logged in and sent back; otherwise what to do next replaces it.
 */
export function SignupForm({ returnParam, initialEmail }: { returnParam: string | null; initialEmail: string | null }) {
  const intl = useIntl();
  const { formRef, state, change, pending, onSubmit } = useSignupForm(returnParam, initialEmail);
  const { values, errors } = state;

  if (state.done) return <SignupDoneMessage done={state.done} returnParam={returnParam} />;
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      {state.formError && <FormAlert id="signup-error">{state.formError}</FormAlert>}
      <p>{intl.formatMessage(field.requiredNote)}</p>
      <AccountFields values={values} errors={errors} onChange={change} emailTaken={state.emailTaken} returnParam={returnParam} />
      <NameFields values={values} errors={errors} onChange={change} />
      <ContactFields values={values} errors={errors} onChange={change} />
      <SubmitButton busy={pending} busyLabel={intl.formatMessage(m.creating)}>
        {intl.formatMessage(m.submit)}
      </SubmitButton>
    </form>
  );
}
