import { loyaltySettings } from "../../settings/loyalty-settings";
import { AccountArea } from "../area/account-area";
import { offersPaymentPortal } from "../payments/get-payment-portal-session";
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
          {offersPaymentPortal(loyaltySettings.version) && <PaymentPortalSection />}
          {loyaltySettings.version === 3 && <DeleteAccountSection member={member} />}
        </>
      )}
    </AccountArea>
  );
}
