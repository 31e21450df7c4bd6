/**
 * The loyalty API's peachCodes, named once for the site, its error catalogue and the sandbox.
 * The numbered ones come from SPEC §8; 1 to 4 and 99 are our own generic failures (docs/loyalty-api.md, "peachCodes").
 * Lint forbids comparing a peachCode with a number anywhere else.
 */
export const PeachCode = {
  SUCCESS: 0,
  INVALID_REQUEST: 1,
  INVALID_SESSION: 2,
  NOT_FOUND: 3,
  INSUFFICIENT_BALANCE: 4,
  UNEXPECTED: 99,
  NOT_ACTIVATED: 26,
  EMAIL_NOT_ASSOCIATED: 29,
  MEMBER_NOT_FOUND: 30,
  INCORRECT_PASSWORD_V1: 31,
  EMAIL_ALREADY_ASSOCIATED_V1: 34,
  ACCOUNT_EXPIRED: 46,
  INVALID_GIFT_CARD: 51,
  INVALID_RESET_CODE: 57,
  INCORRECT_PASSWORD_V3: 58,
  EMAIL_ALREADY_ASSOCIATED_V3: 60,
  FILM_NOT_ADDABLE: 72,
  ALREADY_ACTIVE: 76,
  PASSWORD_COMPLEXITY: 84,
  INVALID_ACTIVATION_INFO: 85,
  MUST_CHANGE_PASSWORD: 1015,
  BLOCKED: 1019,
  CARD_ALREADY_ACTIVE: 1020,
} as const;

export type PeachCodeValue = (typeof PeachCode)[keyof typeof PeachCode];

/** peachCode of a successful call (SPEC §9 "Peach success code 0"). */
export const PEACH_SUCCESS = PeachCode.SUCCESS;
