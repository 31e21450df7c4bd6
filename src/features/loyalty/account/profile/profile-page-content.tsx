import { memberOffers } from "../../core/api/member-api";
import { AccountArea } from "../area/account-area";
import { PaymentPortalSection } from "../payments/payment-portal-section";
import { DeleteAccountSection } from "./delete-account-section";
import { ProfileForm } from "./profile-form";

/**
 * « Mon profil »: the member's details and preferences, the payment provider's portal where the backend offers it,
 * deleting the account (a version-3 call, SPEC §7).
 */
export function ProfilePageContent() {
  return (
    <AccountArea section="profile">
      {(member) => (
        <>
          <ProfileForm member={member} />
          {memberOffers.paymentPortal && <PaymentPortalSection />}
          {memberOffers.accountDeletion && <DeleteAccountSection member={member} />}
        </>
      )}
    </AccountArea>
  );
}
