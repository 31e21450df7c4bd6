import { logIn as logInCall, logInByToken as logInByTokenCall, type SessionAnswer } from "../api/member-api";
import { getCaptchaToken } from "../captcha/recaptcha";
import { loyaltySettings } from "../settings/loyalty-settings";
import { readSessionCookie } from "./session-cookie";
import { countsAsLoggedIn, storeSession, type LoyaltySession } from "./session-lifecycle";

export type LoginOutcome =
  | { kind: "logged-in"; session: LoyaltySession }
  /** The membership has expired: the member stays logged out (SPEC §4). */
  | { kind: "expired"; session: LoyaltySession }
  | { kind: "refused"; peachCode: number; clientErrorMessage: string | null }
  | { kind: "throttled" }
  | { kind: "unavailable" }
  | { kind: "captcha-failed"; message: string };

export interface Credentials {
  email: string;
  password: string;
}

/** Logs in (SPEC §7 login per version); on success the session cookie is stored. */
export async function logIn({ email, password }: Credentials): Promise<LoginOutcome> {
  let captchaResponse: string | null;
  try {
    captchaResponse = await getCaptchaToken(loyaltySettings.recaptchaSiteKey, "login");
  } catch (error) {
    console.error(error);
    return { kind: "captcha-failed", message: (error as Error).message };
  }
  return loginOutcome(await logInCall({ email, password }, captchaResponse));
}

/** SPEC §7 version-1 extra: log in with the ticketing site's token. */
export async function logInByToken(token: string): Promise<LoginOutcome> {
  return loginOutcome(await logInByTokenCall(token));
}

function loginOutcome(answer: SessionAnswer): LoginOutcome {
  switch (answer.kind) {
    case "unavailable":
      return answer;
    case "rejected":
      return answer.status === 429 ? { kind: "throttled" } : { kind: "unavailable" };
    case "refused":
      return answer;
    case "session": {
      const session = storeSession(answer, readSessionCookie());
      return countsAsLoggedIn(session.member) ? { kind: "logged-in", session } : { kind: "expired", session };
    }
  }
}
