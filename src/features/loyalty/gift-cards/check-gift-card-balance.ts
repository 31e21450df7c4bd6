import { useMutation } from "@tanstack/react-query";
import { checkGiftCardBalance as checkGiftCardBalanceCall, type CallOutcome, type GiftCardBalance } from "../core/api/member-api";

export type { GiftCardBalance } from "../core/api/member-api";

export interface GiftCardQuestion {
  cardNumber: string;
  pin: string;
}

/** Spaces and hyphens a visitor types between the groups of digits are not part of the number. */
export const giftCardNumberOf = (typed: string) => typed.replace(/[\s-]+/g, "");

/** Not under ["loyalty", "member"]: anyone may ask, logged in or not. */
export const giftCardBalanceKey = () => ["loyalty", "gift-card-balance"] as const;

/** SPEC §7 CheckGiftCardBalance, with a captcha token for its own action when a site key is configured. */
export function checkGiftCardBalance({ cardNumber, pin }: GiftCardQuestion): Promise<CallOutcome<GiftCardBalance>> {
  const body = { cardNumber: giftCardNumberOf(cardNumber), ...(pin.trim() ? { pin: pin.trim() } : {}) };
  return checkGiftCardBalanceCall(body);
}

/**
 * The balance is never cached: no query (nothing kept under a key), and the mutation is dropped from
 * memory as soon as no component shows it; the proxy answers it `Cache-Control: no-store`.
 */
export const useCheckGiftCardBalance = () =>
  useMutation({ mutationKey: giftCardBalanceKey(), mutationFn: checkGiftCardBalance, gcTime: 0 });
