import { useEffect, useState, type ReactNode } from "react";
import { useIntl } from "react-intl";
import { memberOffers } from "../core/api/member-api";
import { AccountArea } from "./area/account-area";
import { cardMessages } from "./card-messages";
import { CardsSection } from "./cards/cards-section";
import { MemberCard } from "./member-card";
import { readRememberedCard, rememberCard } from "../core/session/remembered-card";

/** The card as the server gave it; kept on the device for the next visit without signal. */
function CurrentCard({ cardNumber }: { cardNumber: string }) {
  useEffect(() => rememberCard(cardNumber), [cardNumber]);
  return <MemberCard cardNumber={cardNumber} />;
}

/** Until the service answers, and offline: the card this device showed last, said to be the kept copy. */
function RememberedCard() {
  const intl = useIntl();
  const [cardNumber, setCardNumber] = useState<string | null>(null);
  useEffect(() => setCardNumber(readRememberedCard()), []);
  if (!cardNumber) return null;
  return (
    <>
      <p>{intl.formatMessage(cardMessages.remembered)}</p>
      <MemberCard cardNumber={cardNumber} />
    </>
  );
}

/**
 * « Ma carte »: the member card to show at the box office, then the member's cards (version 3).
 * `walletFor` is the card's save-to-wallet link, handed in by the page (the wallet is a part of its own).
 */
export function CardPageContent({ walletFor }: { walletFor: (cardNumber: string) => ReactNode }) {
  return (
    <AccountArea section="card" keptOnDevice={<RememberedCard />}>
      {(member) => (
        <>
          <CurrentCard cardNumber={member.cardNumber} />
          {member.cardNumber && walletFor(member.cardNumber)}
          {memberOffers.cards && <CardsSection />}
        </>
      )}
    </AccountArea>
  );
}
