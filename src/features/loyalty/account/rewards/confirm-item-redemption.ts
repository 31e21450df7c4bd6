import { answerOrThrow, callLoyalty } from "../../api/loyalty-client";
import { readSessionCookie } from "../../session/session-cookie";
import type { Balances } from "./reward-types";

/** docs/loyalty-api.md ConfirmItemRedemption: the points are spent; the voucher to show at the box office. */
export interface ConfirmedRedemption {
  redemptionId: string;
  voucherCode: string;
  balances?: Balances;
}

/** POST /Member/v3/ConfirmItemRedemption: confirming the same reservation again answers the same voucher, spending nothing. */
export async function confirmItemRedemption(redemptionId: string): Promise<ConfirmedRedemption> {
  return answerOrThrow(
    "confirmItemRedemption",
    await callLoyalty<ConfirmedRedemption>("confirmItemRedemption", { tokens: readSessionCookie(), body: { redemptionId } }),
  );
}
