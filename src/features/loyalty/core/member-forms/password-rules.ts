/** SPEC §5: the password complexity one provider (BOOST_POS) requires. */
export const PASSWORD_RULES = {
  length: (password: string) => password.length >= 8,
  lowercase: (password: string) => /[a-z]/.test(password),
  uppercase: (password: string) => /[A-Z]/.test(password),
  digit: (password: string) => /[0-9]/.test(password),
  // As the backend counts: any character that is not an ASCII letter or digit (é counts as special).
  special: (password: string) => /[^A-Za-z0-9]/.test(password),
} as const;

export type PasswordRule = keyof typeof PASSWORD_RULES;

export const passwordRuleResults = (password: string) =>
  (Object.keys(PASSWORD_RULES) as PasswordRule[]).map((rule) => ({ rule, met: PASSWORD_RULES[rule](password) }));

export const meetsPasswordRules = (password: string) => passwordRuleResults(password).every(({ met }) => met);

/** Whether this site checks the complexity in the browser (SPEC §5: "for one provider", BOOST_POS). */
export const checksPasswordComplexity = (provider: string) => provider === "BOOST_POS";
