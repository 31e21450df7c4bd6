/** What the sign-up form holds: exactly what the visitor typed (kept whatever the server answers). */
export interface SignupValues {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** The phone number's country (ISO 3166-1 alpha-2), the site's own at first. */
  country: string;
  phone: string;
  /** Asked only when the settings say so (includeActivationCardNumber). */
  cardNumber: string;
  newsletter: boolean;
}

export type SignupErrors = Partial<Record<"email" | "password" | "firstName" | "lastName" | "phone" | "cardNumber", string>>;

/** The account exists: the member is asked to open the mailed link (or to ask for one), or to log in. */
export type SignupDone = { kind: "check-mailbox" | "not-mailed" | "log-in"; email: string };

export interface SignupState {
  values: SignupValues;
  /** The messages beside the fields. */
  errors: SignupErrors;
  /** Counts the refusals beside fields: each moves the focus to the first invalid field (useFocusFirstError). */
  attempt: number;
  /** The e-mail is already a member's: ways to log in or to reset the password are offered beside it. */
  emailTaken: boolean;
  /** A refusal or an outage that is about no field, shown above the form. */
  formError: string | null;
  done: SignupDone | null;
}

export type SignupAction =
  | { type: "change"; values: Partial<SignupValues> }
  /** A new try, after the form's own checks: the last try's messages go, the checks' own are shown. */
  | { type: "checked"; errors: SignupErrors }
  /** The backend refused what some fields hold. */
  | { type: "refused"; errors: SignupErrors; emailTaken?: boolean }
  | { type: "failed"; message: string }
  | { type: "done"; done: SignupDone };

export const initialSignupState = (email: string, country: string): SignupState => ({
  values: { email, password: "", firstName: "", lastName: "", country, phone: "", cardNumber: "", newsletter: false },
  errors: {},
  attempt: 0,
  emailTaken: false,
  formError: null,
  done: null,
});

const withErrors = (state: SignupState, errors: SignupErrors): SignupState => ({
  ...state,
  errors,
  attempt: Object.values(errors).some(Boolean) ? state.attempt + 1 : state.attempt,
});

export function signupReducer(state: SignupState, action: SignupAction): SignupState {
  switch (action.type) {
    case "change":
      return { ...state, values: { ...state.values, ...action.values } };
    case "checked":
      return withErrors({ ...state, formError: null, emailTaken: false }, action.errors);
    case "refused":
      return withErrors({ ...state, emailTaken: action.emailTaken ?? false }, action.errors);
    case "failed":
      return { ...state, formError: action.message };
    case "done":
      return { ...state, done: action.done };
  }
}
