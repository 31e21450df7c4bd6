/** The member as the loyalty backend describes them (docs/loyalty-api.md). */
export interface MemberDetails {
  memberId: string;
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  phoneNumber: string;
  cardNumber: string;
  /** ISO date; "0001-01-01T00:00:00Z" means no expiry. */
  memberExpiry: string;
  memberLevelName: string;
  balances: { type: "POINTS" | "VISITS" | "CREDIT"; amount: number }[];
  preferredCinemaId: string;
  sendNewsletter: boolean;
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
