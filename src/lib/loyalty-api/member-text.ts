/**
 * The member's text fields that Create and Edit take (SPEC §3, docs/loyalty-api.md), with the length the backend
 * accepts for each, counted as JavaScript and `maxLength` count (UTF-16 code units). The forms give their fields
 * these limits, the proxy refuses longer values and SPEC §5's characters in them, the sandbox validates with them.
 */
export const MEMBER_TEXT_LIMITS = {
  firstName: 128,
  lastName: 128,
  email: 254,
  username: 254,
  phoneNumber: 32,
  address1: 256,
  address2: 256,
  city: 128,
  state: 128,
  zipCode: 16,
  maritalStatus: 32,
  nationalId: 64,
  memberId: 64,
} as const;

export type MemberTextField = keyof typeof MEMBER_TEXT_LIMITS;

/** Passwords have a length limit only: their characters are the member's (SPEC §5). */
export const MEMBER_PASSWORD_LIMIT = 128;
export const MEMBER_PASSWORD_FIELDS = ["password", "currentPassword"] as const;
