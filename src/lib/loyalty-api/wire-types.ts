/**
 * The loyalty backend's shared objects on the wire (docs/loyalty-api.md), used
 * by the browser client and produced by the sandbox.
 */

/** memberExpiry of a member whose membership never ends (SPEC §3). */
export const NO_EXPIRY = "0001-01-01T00:00:00Z";

export type BalanceType = "POINTS" | "VISITS" | "CREDIT";

export interface MemberDetails {
  memberId: string;
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  phoneNumber: string;
  cardNumber: string;
  /** ISO date; NO_EXPIRY means no expiry. */
  memberExpiry: string;
  memberLevelName: string;
  balances: { type: BalanceType; amount: number }[];
  preferredCinemaId: string;
  sendNewsletter: boolean;
  /** Postal address and SMS consent, as last sent by Create or Edit (absent when the backend does not answer them). */
  address1?: string;
  address2?: string;
  zipCode?: string;
  city?: string;
  wishToReceiveSMS?: boolean;
}

export interface SessionManagementTokens {
  boxofficeSessionToken: string;
  boxofficeRefreshSessionToken: string;
}

/** SPEC §3 login result (version 1 adds userSessionId and encryptedSessionId). */
export interface LoginAnswer {
  memberDetails: MemberDetails;
  sessionManagementTokens: SessionManagementTokens;
  userSessionId?: string;
  encryptedSessionId?: string;
}
