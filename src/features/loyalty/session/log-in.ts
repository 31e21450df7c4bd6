import { PEACH_SUCCESS } from "../../../lib/loyalty-api";
import { callLoyalty, type LoyaltyCallResult } from "../api/loyalty-client";
import type { LoginAnswer } from "../api/types";
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
  const result = await callLoyalty<LoginAnswer>(loyaltySettings.version === 3 ? "loginV3" : "login", {
    body: { email, password },
    captchaResponse,
  });
  return loginOutcome(result);
}

/** SPEC §7 version-1 extra "login by token (with a flag)": the flag is `isTokenLogin` (docs/decisions.md). */
export async function logInByToken(token: string): Promise<LoginOutcome> {
  const result = await callLoyalty<LoginAnswer>("loginByToken", { body: { token, isTokenLogin: true } });
  return loginOutcome(result);
}

function loginOutcome(result: LoyaltyCallResult<LoginAnswer>): LoginOutcome {
  if (result.kind === "network-error") return { kind: "unavailable" };
  if (result.kind === "proxy-error") return result.status === 429 ? { kind: "throttled" } : { kind: "unavailable" };
  const { data } = result;
  if (data.peachCode !== PEACH_SUCCESS) {
    return { kind: "refused", peachCode: data.peachCode, clientErrorMessage: data.clientErrorMessage ?? null };
  }
  const session = storeSession(data, readSessionCookie());
  return countsAsLoggedIn(session.member) ? { kind: "logged-in", session } : { kind: "expired", session };
}
