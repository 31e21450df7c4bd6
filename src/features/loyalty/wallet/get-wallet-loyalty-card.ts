import { useMutation } from "@tanstack/react-query";
import { getWalletLoyaltyCardText } from "../core/api/member-api";
import { trustedWalletLink } from "./wallet-link";

/** Under ["loyalty", "member"]: logging out removes it. */
export const walletLoyaltyCardKey = (cardNumber: string) => ["loyalty", "member", "wallet", "loyalty-card", cardNumber] as const;

/** SPEC §7 CreateLoyaltyCard/{circuit} (cardNumber): the checked Google Wallet save link of the member card. */
export async function getWalletLoyaltyCardLink(cardNumber: string): Promise<string> {
  return trustedWalletLink(await getWalletLoyaltyCardText(cardNumber));
}

/** Asked on each click, never kept: a save link carries a signed token meant for one use. */
export const useWalletLoyaltyCardLink = (cardNumber: string) =>
  useMutation({
    mutationKey: walletLoyaltyCardKey(cardNumber),
    mutationFn: () => getWalletLoyaltyCardLink(cardNumber),
    gcTime: 0,
  });
