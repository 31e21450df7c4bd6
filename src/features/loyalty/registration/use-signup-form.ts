import { useEffect, useReducer, useRef } from "react";
import { useIntl } from "react-intl";
import { useFocusFirstError, useFormSubmit } from "../../../components/form/use-form-submit";
import { navigateTo } from "../../../components/site-link/navigate";
import { paths } from "../../../config/paths";
import { siteConfig } from "../../../config/site-config";
import { PeachCode } from "../../../lib/loyalty-api";
import { registerMember, type Failure, type RegistrationResult, type SignupInput } from "../core/api/member-api";
import { useFailureMessage } from "../core/member-forms/outcome-message";
import { useRefusedFieldError } from "../core/member-forms/refused-field";
import { safeReturnPath } from "../core/session/return-path";
import { useLogIn } from "../core/session/use-session-actions";
import { loyaltySettings } from "../core/settings/loyalty-settings";
import { checkSignup } from "./check-signup";
import { initialSignupState, signupReducer, type SignupErrors, type SignupValues } from "./signup-state";

/** Refusals shown beside the card number (when the form asks for it). */
const CARD_ERRORS: readonly number[] = [PeachCode.NOT_FOUND, PeachCode.CARD_ALREADY_ACTIVE];

/** The create payload's fields (SPEC §3) the form shows a refusal beside, when the backend names one. */
const SIGNUP_FIELD_OF = {
  email: "email",
  username: "email",
  password: "password",
  firstName: "firstName",
  lastName: "lastName",
  phoneNumber: "phone",
  ...(loyaltySettings.includeActivationCardNumber ? { memberCardNumber: "cardNumber" } : {}),
} as const satisfies Record<string, keyof SignupErrors>;

/** A refusal about a field the member typed, by its code, shown beside it; null when it is about no field. */
function errorsBeside(failure: Failure, text: string): SignupErrors | null {
  if (failure.kind !== "refused") return null;
  if (failure.peachCode === PeachCode.PASSWORD_COMPLEXITY) return { password: text };
  if (CARD_ERRORS.includes(failure.peachCode) && loyaltySettings.includeActivationCardNumber) return { cardNumber: text };
  return null;
}

/**
 * The sign-up form's state and submit (SPEC §4, §5): the form's own checks, then the registration; a created account
 * logs the member in and sends them to `return` (else « Mon compte »).
 */
export function useSignupForm(returnParam: string | null, initialEmail: string | null) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const [state, dispatch] = useReducer(signupReducer, initialEmail, (email) =>
    initialSignupState(email ?? "", siteConfig.country.iso31661A2),
  );
  const logIn = useLogIn();
  const failureMessage = useFailureMessage();
  const refusedFieldError = useRefusedFieldError(SIGNUP_FIELD_OF);
  useFocusFirstError(formRef, state.attempt);
  useEffect(() => dispatch({ type: "change", values: { email: initialEmail ?? "" } }), [initialEmail]);

  const onResult = async (result: RegistrationResult, input: SignupInput) => {
    switch (result.kind) {
      case "created": {
        const outcome = await logIn.mutateAsync({ email: input.email, password: input.password });
        if (outcome.kind === "logged-in") navigateTo(safeReturnPath(returnParam, window.location.origin) ?? paths.account());
        else dispatch({ type: "done", done: { kind: "log-in", email: input.email } });
        return;
      }
      case "activation-pending":
        dispatch({ type: "done", done: { kind: result.mailed ? "check-mailbox" : "not-mailed", email: input.email } });
        return;
      case "email-taken": {
        const refusal = { kind: "refused", peachCode: result.peachCode, statusCode: 409, clientErrorMessage: null } as const;
        dispatch({ type: "refused", errors: { email: failureMessage(refusal) }, emailTaken: true });
        return;
      }
      case "failed": {
        const text = failureMessage(result.failure);
        const beside = errorsBeside(result.failure, text) ?? refusedFieldError(result.failure);
        dispatch(beside ? { type: "refused", errors: beside } : { type: "failed", message: text });
      }
    }
  };

  const { pending, onSubmit } = useFormSubmit(async () => {
    const { errors, input } = checkSignup(state.values, intl, loyaltySettings.includeActivationCardNumber);
    dispatch({ type: "checked", errors });
    if (input) await onResult(await registerMember(input), input);
  });

  const change = (values: Partial<SignupValues>) => dispatch({ type: "change", values });
  return { formRef, state, change, pending, onSubmit };
}
