import type { HeadFC } from "gatsby";
import { AccountSeo } from "../features/loyalty/account/area/account-seo";
import { ProfilePageContent } from "../features/loyalty/account/profile/profile-page-content";

/** « Mon profil » (`paths.accountProfile()`). */
export default function AccountProfilePage() {
  return <ProfilePageContent />;
}

export const Head: HeadFC = () => <AccountSeo section="profile" />;
