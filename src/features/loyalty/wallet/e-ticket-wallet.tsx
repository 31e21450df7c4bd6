import { useIntl } from "react-intl";
import { AddToWalletButton } from "./add-to-wallet-button";
import { useWalletETicketLink } from "./get-wallet-e-ticket";
import { walletMessages as m } from "./messages";

/** An order's e-ticket as a Google Wallet pass (SPEC §7 GetETicket). */
export function ETicketWallet({ orderId }: { orderId: string }) {
  const intl = useIntl();
  const link = useWalletETicketLink(orderId);
  return <AddToWalletButton link={link} pass={intl.formatMessage(m.ticketPass, { orderId })} />;
}
