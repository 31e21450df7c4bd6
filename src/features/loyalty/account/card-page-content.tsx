import { AccountArea } from "./area/account-area";
import { MemberCard } from "./member-card";

/** « Ma carte »: the member card to show at the box office. */
export function CardPageContent() {
  return <AccountArea section="card">{(member) => <MemberCard cardNumber={member.cardNumber} />}</AccountArea>;
}
