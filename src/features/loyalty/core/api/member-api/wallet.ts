import { loyaltySettings } from "../../settings/loyalty-settings";
import { memberCallText } from "./member-call";

/** SPEC §7 CreateLoyaltyCard/{circuit} (cardNumber): the Google Wallet save link of the member card, unchecked. */
export const getWalletLoyaltyCardText = (cardNumber: string) =>
  memberCallText("walletLoyaltyCard", { pathParams: { circuit: loyaltySettings.circuitId ?? "" }, params: { cardNumber } });

/** SPEC §7 GetETicket/{circuit}/{id}: the Google Wallet save link of an order's e-ticket, unchecked. */
export const getWalletETicketText = (orderId: string) =>
  memberCallText("walletETicket", { pathParams: { circuit: loyaltySettings.circuitId ?? "", id: orderId } });
