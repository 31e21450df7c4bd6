import type { CaptchaMode } from "./captcha";

/**
 * How RefreshLogin answers. SPEC §7: "Refresh responses give statusCode 0 or 200,
 * memberDetails, sessionManagementTokens". `envelope` (the default) adds the
 * generic fields (peachCode PEACH_SUCCESS, clientErrorMessage) as every other route does;
 * `status-only` answers exactly the fields the spec lists, without peachCode, as
 * some backends do, so the site's handling of that answer can be tested for real.
 */
export const REFRESH_ANSWERS = ["envelope", "status-only"] as const;
export type RefreshAnswer = (typeof REFRESH_ANSWERS)[number];

/**
 * The sandbox's answer modes: set at start (SANDBOX_REFRESH_ANSWER, SANDBOX_CAPTCHA), changed by POST
 * /sandbox/answer-modes. `captcha` "required" checks a captcha token on the calls of domain/captcha.ts.
 */
export interface AnswerModes {
  refresh: RefreshAnswer;
  captcha: CaptchaMode;
}
