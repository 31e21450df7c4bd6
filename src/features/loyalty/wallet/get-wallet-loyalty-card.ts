import { useMutation } from "@tanstack/react-query";
import { answerOrThrow, callLoyaltyText } from "../api/loyalty-client";
import { readSessionCookie } from "../session/session-cookie";
import { loyaltySettings } from "../settings/loyalty-settings";
import { trustedWalletLink } from "./wallet-link";

/** Under ["loyalty", "member"]: logging out removes it. */
export const walletLoyaltyCardKey = (cardNumber: string) => ["loyalty", "member", "wallet", "loyalty-card", cardNumber] as const;

/** SPEC §7 CreateLoyaltyCard/{circuit} (cardNumber): the checked Google Wallet save link of the member card. */
export async function getWalletLoyaltyCardLink(cardNumber: string): Promise<string> {
  const result = await callLoyaltyText("walletLoyaltyCard", {
    tokens: readSessionCookie(),
    pathParams: { circuit: loyaltySettings.circuitId ?? "" },
    params: { cardNumber },
  });
  return trustedWalletLink(answerOrThrow("walletLoyaltyCard", result).text);
}

/** Asked on each click, never kept: a save link carries a signed token meant for one use. */
export const useWalletLoyaltyCardLink = (cardNumber: string) =>
  useMutation({
    mutationKey: walletLoyaltyCardKey(cardNumber),
    mutationFn: () => getWalletLoyaltyCardLink(cardNumber),
    gcTime: 0,
  });
