import type { LoyaltyRouteName } from "../../../src/lib/loyalty-api";

/**
 * The calls a captcha-protected backend checks, and the action each token must be for (the site's
 * actions, docs/member-forms.md). A real backend asks Google's siteverify, which answers the token's
 * action and refuses a token seen before; the sandbox cannot reach Google, so it stands in: a token
 * is `{action}.{anything}` (what the e2e's stand-in of grecaptcha.execute answers) and works once.
 */
export const CAPTCHA_ACTIONS: Partial<Record<LoyaltyRouteName, string>> = {
  createMember: "signup",
  createMemberV3: "signup",
  sendMemberActivationCode: "activation",
  getResetPasswordCode: "reset_password",
  getResetPasswordCodeV3: "reset_password",
  resetPassword: "reset_password",
  resetPasswordV3: "reset_password",
  usernameReminder: "username_reminder",
  giftCardBalance: "gift_card_balance",
};

export const CAPTCHA_MODES = ["off", "required"] as const;
export type CaptchaMode = (typeof CAPTCHA_MODES)[number];

/** Whether `token` is an unused token for `action`; remembers it as used. */
export function acceptCaptchaToken(used: Set<string>, action: string, token: string | undefined): boolean {
  if (token === undefined || !token.startsWith(`${action}.`) || token.length <= action.length + 1 || used.has(token))
    return false;
  used.add(token);
  return true;
}
