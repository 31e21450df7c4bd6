import { useMutation } from "@tanstack/react-query";
import { getWalletETicketText } from "../core/api/member-api";
import { trustedWalletLink } from "./wallet-link";

/** Under ["loyalty", "member"]: logging out removes it. */
export const walletETicketKey = (orderId: string) => ["loyalty", "member", "wallet", "e-ticket", orderId] as const;

/** SPEC §7 GetETicket/{circuit}/{id}: the checked Google Wallet save link of an order's e-ticket. */
export async function getWalletETicketLink(orderId: string): Promise<string> {
  return trustedWalletLink(await getWalletETicketText(orderId));
}

/** Asked on each click, never kept (see get-wallet-loyalty-card.ts). */
export const useWalletETicketLink = (orderId: string) =>
  useMutation({
    mutationKey: walletETicketKey(orderId),
    mutationFn: () => getWalletETicketLink(orderId),
    gcTime: 0,
  });
