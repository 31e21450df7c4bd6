import type * as z from "zod/mini";
import { memberCall } from "./member-call";
import { callForOutcome, type CallOutcome } from "./outcome";
import { eVouchersReply, giftCardBalanceReply } from "./replies";

/** docs/loyalty-api.md CheckGiftCardBalance: money in euros, expiryDate an ISO instant. */
export type GiftCardBalance = z.infer<typeof giftCardBalanceReply>;
/** docs/loyalty-api.md GetAllEVoucherConcessions: price in euros, validity in days from purchase. */
export type EVoucherConcession = NonNullable<z.infer<typeof eVouchersReply>["concessions"]>[number];

/** SPEC §7 CheckGiftCardBalance, with a captcha token for its own action when a site key is configured. */
export const checkGiftCardBalance = (body: { cardNumber: string; pin?: string }): Promise<CallOutcome<GiftCardBalance>> =>
  callForOutcome("giftCardBalance", { body }, "gift_card_balance", giftCardBalanceReply);

/** SPEC §7 GetAllEVoucherConcessions/{cinema}: public, no session. */
export const getEVoucherConcessions = async (cinema: string): Promise<EVoucherConcession[]> =>
  (await memberCall("eVoucherConcessions", eVouchersReply, { pathParams: { cinema } })).concessions ?? [];
