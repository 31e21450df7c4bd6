import { AccountArea } from "../area/account-area";
import { RewardsSection } from "./rewards-section";

/** « Mes avantages »: what the member's points buy, and redeeming it. */
export function RewardsPageContent() {
  return <AccountArea section="rewards">{() => <RewardsSection />}</AccountArea>;
}
