import { PEACH_SUCCESS } from "../../../src/lib/loyalty-api";

/**
 * peachCodes of the loyalty API. The numbered ones come from the site's error
 * catalogue (SPEC §8); 1 to 4 and 99 are the sandbox's own generic failures.
 */
export const PeachCode = {
  SUCCESS: PEACH_SUCCESS,
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

/** HTTP status (equal to the body's statusCode) and English message of each failure. */
export const failures: Record<Exclude<PeachCodeValue, 0>, { status: number; message: string }> = {
  1: { status: 400, message: "The request is invalid." },
  2: { status: 401, message: "The session token is missing, invalid or expired." },
  3: { status: 404, message: "Not found." },
  4: { status: 409, message: "Your balance is too low for this item." },
  99: { status: 500, message: "An unexpected error occurred." },
  26: { status: 403, message: "Your account is not activated." },
  29: { status: 404, message: "Your email is not associated with a member." },
  30: { status: 404, message: "Member not found." },
  31: { status: 401, message: "Incorrect password." },
  34: { status: 409, message: "This email is already associated to a member." },
  46: { status: 403, message: "Your account has expired." },
  51: { status: 404, message: "Invalid gift card." },
  57: { status: 400, message: "Invalid reset code." },
  58: { status: 401, message: "Incorrect password." },
  60: { status: 409, message: "This email is already associated to a member." },
  72: { status: 422, message: "This movie can't be added to your watchlist yet." },
  76: { status: 409, message: "Your account is already active." },
  84: { status: 400, message: "Password should meet complexity rules." },
  85: { status: 400, message: "Invalid activation info." },
  1015: { status: 403, message: "You need to change your password." },
  1019: { status: 403, message: "Your account is blocked." },
  1020: { status: 409, message: "This card is already active." },
};

/** A failure answered as `{ peachCode, statusCode, clientErrorMessage }` with HTTP status = statusCode. */
export class LoyaltyError extends Error {
  readonly status: number;

  constructor(
    readonly peachCode: Exclude<PeachCodeValue, 0>,
    message?: string,
  ) {
    super(message ?? failures[peachCode].message);
    this.status = failures[peachCode].status;
  }

  toBody(): { peachCode: number; statusCode: number; clientErrorMessage: string } {
    return { peachCode: this.peachCode, statusCode: this.status, clientErrorMessage: this.message };
  }
}

export const invalidRequest = (message: string): LoyaltyError => new LoyaltyError(PeachCode.INVALID_REQUEST, message);
export const notFound = (message: string): LoyaltyError => new LoyaltyError(PeachCode.NOT_FOUND, message);
export const invalidSession = (): LoyaltyError => new LoyaltyError(PeachCode.INVALID_SESSION);
