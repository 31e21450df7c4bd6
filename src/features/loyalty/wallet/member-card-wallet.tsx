import { useIntl } from "react-intl";
import { AddToWalletButton } from "./add-to-wallet-button";
import { useWalletLoyaltyCardLink } from "./get-wallet-loyalty-card";
import { walletMessages as m } from "./messages";

/** « Ma carte »: the member card as a Google Wallet pass (SPEC §7 CreateLoyaltyCard). */
export function MemberCardWallet({ cardNumber }: { cardNumber: string }) {
  const intl = useIntl();
  const link = useWalletLoyaltyCardLink(cardNumber);
  return (
    <>
      <p>{intl.formatMessage(m.cardHint)}</p>
      <AddToWalletButton link={link} pass={intl.formatMessage(m.cardPass)} />
    </>
  );
}
