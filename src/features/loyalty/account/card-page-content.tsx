import { loyaltySettings } from "../settings/loyalty-settings";
import { AccountArea } from "./area/account-area";
import { CardsSection } from "./cards/cards-section";
import { MemberCard } from "./member-card";

/** « Ma carte »: the member card to show at the box office, then the member's cards (version 3). */
export function CardPageContent() {
  return (
    <AccountArea section="card">
      {(member) => (
        <>
          <MemberCard cardNumber={member.cardNumber} />
          {loyaltySettings.version === 3 && <CardsSection />}
        </>
      )}
    </AccountArea>
  );
}
