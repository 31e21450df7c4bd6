import { loyaltySettings } from "../../settings/loyalty-settings";
import { AccountArea } from "../area/account-area";
import { DeleteAccountSection } from "./delete-account-section";
import { ProfileForm } from "./profile-form";

/** « Mon profil »: the member's details and preferences; deleting the account (a version-3 call, SPEC §7). */
export function ProfilePageContent() {
  return (
    <AccountArea section="profile">
      {(member) => (
        <>
          <ProfileForm member={member} />
          {loyaltySettings.version === 3 && <DeleteAccountSection member={member} />}
        </>
      )}
    </AccountArea>
  );
}
