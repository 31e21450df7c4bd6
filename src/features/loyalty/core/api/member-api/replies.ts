import * as z from "zod/mini";

/**
 * The replies of the loyalty backend as the member API reads them (docs/loyalty-api.md): only the fields the site
 * uses are checked; other fields pass through untouched.
 */
const text = z.string();
const optionalText = z.optional(z.string());
const id = z.union([z.string(), z.number()]);

export const balancesReply = z.array(z.object({ type: z.enum(["POINTS", "VISITS", "CREDIT"]), amount: z.number() }));

export const memberDetailsReply = z.looseObject({
  memberId: text,
  firstName: text,
  lastName: text,
  email: text,
  username: text,
  phoneNumber: text,
  cardNumber: text,
  memberExpiry: text,
  memberLevelName: text,
  balances: balancesReply,
  preferredCinemaId: text,
  sendNewsletter: z.boolean(),
  address1: optionalText,
  address2: optionalText,
  zipCode: optionalText,
  city: optionalText,
  wishToReceiveSMS: z.optional(z.boolean()),
});

/** SPEC §3 login result; a refresh answers the same. */
export const loginReply = z.looseObject({
  memberDetails: memberDetailsReply,
  sessionManagementTokens: z.object({ boxofficeSessionToken: text, boxofficeRefreshSessionToken: text }),
  userSessionId: optionalText,
  encryptedSessionId: optionalText,
});

/** A reply whose content the site does not read (its peachCode said it all). */
export const anyReply = z.looseObject({});

export const editReply = z.looseObject({ memberDetails: z.optional(memberDetailsReply) });

const card = z.object({
  cardNumber: text,
  cardType: z.enum(["DEMATERIALIZED", "PHYSICAL"]),
  isPrimary: z.boolean(),
  status: z.enum(["ACTIVE", "LOST"]),
  addedAt: z.nullable(text),
});
export const cardsReply = z.looseObject({ cards: z.optional(z.array(card)), cardNumber: optionalText });

export const favoriteFilmsReply = z.looseObject({
  externalFilmIds: z.optional(z.array(id)),
  boxofficeIds: z.optional(z.array(id)),
});
export const favoriteTheatersReply = z.looseObject({
  favoriteCinemas: z.optional(z.array(z.object({ boxofficeCinemaId: id, subscribeToNewsletter: z.boolean() }))),
});

const order = z.looseObject({
  orderId: text,
  orderDate: text,
  status: z.enum(["COMPLETED", "REFUNDED"]),
  totalValue: z.number(),
  currency: text,
  film: z.nullable(z.looseObject({ title: text, sessionDateTime: text, screenName: text })),
  items: z.array(
    z.looseObject({ type: z.enum(["TICKET", "CONCESSION", "MEMBERSHIP"]), description: text, quantity: z.number() }),
  ),
});
const transaction = z.looseObject({
  transactionId: text,
  date: text,
  type: z.enum(["EARN", "REDEEM", "ADJUST"]),
  balanceType: z.enum(["POINTS", "VISITS", "CREDIT"]),
  amount: z.number(),
  description: text,
  /** A reward's redemption: the voucher it gave (a backend that does not say leaves it out). */
  voucherCode: z.optional(z.nullable(text)),
});
/** docs/loyalty-api.md "Order" and "Transaction" (the fields the site shows are checked). */
export type Order = z.infer<typeof order>;
export type Transaction = z.infer<typeof transaction>;
export const ordersReply = z.looseObject({ orders: z.optional(z.array(order)) });
export const transactionsReply = z.looseObject({ transactions: z.optional(z.array(transaction)) });

export const rewardsListingReply = z.looseObject({
  balances: z.optional(balancesReply),
  rewards: z.optional(
    z.array(
      z.object({
        itemId: text,
        name: text,
        description: optionalText,
        category: optionalText,
        cost: z.object({ balanceType: text, amount: z.number() }),
        canRedeem: z.boolean(),
      }),
    ),
  ),
});
export const itemsAvailableReply = z.looseObject({
  items: z.optional(
    z.array(
      z.object({
        itemId: text,
        name: text,
        description: optionalText,
        category: optionalText,
        pointsCost: z.number(),
        balanceType: optionalText,
        canAfford: z.boolean(),
      }),
    ),
  ),
});
export const validatedMemberReply = z.looseObject({ memberDetails: memberDetailsReply });
export const reservedRewardReply = z.looseObject({ redemptionId: text, itemId: text, pointsCost: z.number() });
export const confirmedRedemptionReply = z.looseObject({
  redemptionId: text,
  voucherCode: text,
  balances: z.optional(balancesReply),
});

export const giftCardBalanceReply = z.looseObject({
  cardNumber: text,
  balance: z.number(),
  currency: text,
  expiryDate: z.nullable(text),
});
export const eVouchersReply = z.looseObject({
  concessions: z.optional(
    z.array(
      z.object({
        id: text,
        description: text,
        price: z.number(),
        currency: text,
        validityDays: z.nullable(z.number()),
      }),
    ),
  ),
});
export const portalReply = z.looseObject({ url: z.optional(z.unknown()) });
export const resetValidationReply = z.looseObject({ membershipId: optionalText });

/** StartRegistration: the registration order, and whether the e-mail already has an account. */
export const startRegistrationReply = z.looseObject({ userSessionId: optionalText, hasUserName: z.optional(z.boolean()) });
/** GetMembershipList: only the first item of the first grouping is read (SPEC §4), by membershipItemReply. */
export const membershipListReply = z.looseObject({
  concessionGroupings: z.optional(z.array(z.looseObject({ items: z.optional(z.array(z.unknown())) }))),
});
/** docs/loyalty-api.md MembershipItem: what AddMembership needs of it. */
export const membershipItemReply = z.looseObject({
  code: z.optional(z.nullable(text)),
  memberLevelId: z.optional(z.nullable(z.number())),
});
/** SetMemberToActivateOnComplete and AddMembership: the order's session. */
export const orderSessionReply = z.looseObject({ userSessionId: optionalText });
/** CompletePayment: the membership order, paid. */
export const completedPaymentReply = z.looseObject({ orderId: optionalText });
