import { PeachCode, type PeachCodeValue } from "../../../src/lib/loyalty-api";

/** The one table of peachCodes (src/lib/loyalty-api/peach-codes.ts), re-exported for the sandbox's modules. */
export { PeachCode, type PeachCodeValue };

/** HTTP status (equal to the body's statusCode) and English message of each failure. */
export const failures: Record<Exclude<PeachCodeValue, 0>, { status: number; message: string }> = {
  [PeachCode.INVALID_REQUEST]: { status: 400, message: "The request is invalid." },
  [PeachCode.INVALID_SESSION]: { status: 401, message: "The session token is missing, invalid or expired." },
  [PeachCode.NOT_FOUND]: { status: 404, message: "Not found." },
  [PeachCode.INSUFFICIENT_BALANCE]: { status: 409, message: "Your balance is too low for this item." },
  [PeachCode.UNEXPECTED]: { status: 500, message: "An unexpected error occurred." },
  [PeachCode.NOT_ACTIVATED]: { status: 403, message: "Your account is not activated." },
  [PeachCode.EMAIL_NOT_ASSOCIATED]: { status: 404, message: "Your email is not associated with a member." },
  [PeachCode.MEMBER_NOT_FOUND]: { status: 404, message: "Member not found." },
  [PeachCode.INCORRECT_PASSWORD_V1]: { status: 401, message: "Incorrect password." },
  [PeachCode.EMAIL_ALREADY_ASSOCIATED_V1]: { status: 409, message: "This email is already associated to a member." },
  [PeachCode.ACCOUNT_EXPIRED]: { status: 403, message: "Your account has expired." },
  [PeachCode.INVALID_GIFT_CARD]: { status: 404, message: "Invalid gift card." },
  [PeachCode.INVALID_RESET_CODE]: { status: 400, message: "Invalid reset code." },
  [PeachCode.INCORRECT_PASSWORD_V3]: { status: 401, message: "Incorrect password." },
  [PeachCode.EMAIL_ALREADY_ASSOCIATED_V3]: { status: 409, message: "This email is already associated to a member." },
  [PeachCode.FILM_NOT_ADDABLE]: { status: 422, message: "This movie can't be added to your watchlist yet." },
  [PeachCode.ALREADY_ACTIVE]: { status: 409, message: "Your account is already active." },
  [PeachCode.PASSWORD_COMPLEXITY]: { status: 400, message: "Password should meet complexity rules." },
  [PeachCode.INVALID_ACTIVATION_INFO]: { status: 400, message: "Invalid activation info." },
  [PeachCode.MUST_CHANGE_PASSWORD]: { status: 403, message: "You need to change your password." },
  [PeachCode.BLOCKED]: { status: 403, message: "Your account is blocked." },
  [PeachCode.CARD_ALREADY_ACTIVE]: { status: 409, message: "This card is already active." },
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
