import { z } from "zod";

/** Reply shapes several routes share (docs/loyalty-api.md, "Shared objects"); strict, as the sandbox sends exactly these. */
export const noFields = z.strictObject({});

export const balancesReply = z.array(z.strictObject({ type: z.enum(["POINTS", "VISITS", "CREDIT"]), amount: z.number() }));

export const memberDetailsReply = z.strictObject({
  memberId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  username: z.string(),
  phoneNumber: z.string(),
  cardNumber: z.string(),
  memberExpiry: z.string(),
  memberLevelName: z.string(),
  balances: balancesReply,
  preferredCinemaId: z.string(),
  sendNewsletter: z.boolean(),
  address1: z.string(),
  address2: z.string(),
  zipCode: z.string(),
  city: z.string(),
  wishToReceiveSMS: z.boolean(),
});

export const sessionTokensReply = z.strictObject({ boxofficeSessionToken: z.string(), boxofficeRefreshSessionToken: z.string() });
