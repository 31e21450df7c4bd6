import type { HeadFC } from "gatsby";
import { AccountPageContent } from "../features/loyalty/account/account-page-content";
import { AccountSeo } from "../features/loyalty/account/area/account-seo";
import { FavoriteFilmsList } from "../features/loyalty/favorites/favorite-films-list";
import { FavoriteTheaterSection } from "../features/loyalty/favorites/favorite-theater-section";

/** The member area's overview (`paths.account()`); « Mes films » finds its films in the film index. */
export default function AccountPage() {
  return (
    <AccountPageContent
      favorites={
        <>
          <FavoriteFilmsList />
          <FavoriteTheaterSection />
        </>
      }
    />
  );
}

export const Head: HeadFC = () => <AccountSeo section="overview" />;
