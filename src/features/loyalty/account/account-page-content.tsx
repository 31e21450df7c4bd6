import { Link } from "gatsby";
import { useIntl } from "react-intl";
import { Alert } from "../../../components/alert";
import { SecondaryButton } from "../../../components/button";
import { paths } from "../../../config/paths";
import { loginPathFor } from "../components/guest-entry";
import { LoyaltyIsland } from "../components/loyalty-island";
import { loyaltyMessages } from "../messages";
import { useLoyaltySession } from "../session/use-loyalty-session";
import { useLogOut } from "../session/use-session-actions";
import { FavoriteFilmsList, type AccountFilm } from "./favorite-films-list";
import { FavoriteTheaterSection } from "./favorite-theater-section";
import { OrderHistory } from "./history/order-history";
import { TransactionHistory } from "./history/transaction-history";
import { MemberCard } from "./member-card";
import { MemberDetails } from "./member-details";
import { accountMessages as m } from "./messages";

function LoginInvitation({ expired }: { expired: boolean }) {
  const intl = useIntl();
  return (
    <>
      <p>{intl.formatMessage(expired ? m.expired : m.loggedOut)}</p>
      <p>
        <Link to={loginPathFor(paths.account())}>{intl.formatMessage(m.logIn)}</Link>
      </p>
    </>
  );
}

function AccountBody({ films }: { films: readonly AccountFilm[] }) {
  const intl = useIntl();
  const { status, member } = useLoyaltySession();
  const logOut = useLogOut();
  if (status === "loading") return <p role="status">{intl.formatMessage(m.loading)}</p>;
  if (status === "unavailable")
    return (
      <Alert $tone="error" role="alert">
        {intl.formatMessage(loyaltyMessages.unavailable)}
      </Alert>
    );
  if (status !== "logged-in" || !member) return <LoginInvitation expired={status === "expired"} />;
  return (
    <>
      <p>{intl.formatMessage(m.greeting, { firstName: member.firstName })}</p>
      <MemberCard cardNumber={member.cardNumber} />
      <MemberDetails member={member} />
      <TransactionHistory />
      <OrderHistory />
      <FavoriteFilmsList films={films} />
      <FavoriteTheaterSection />
      <p>
        <SecondaryButton
          type="button"
          aria-disabled={logOut.isPending}
          onClick={logOut.isPending ? undefined : () => logOut.mutate()}
        >
          {intl.formatMessage(loyaltyMessages.logOut)}
        </SecondaryButton>
      </p>
    </>
  );
}

/** The member area (start of it: details, films, cinema, log out). */
export function AccountPageContent({ films }: { films: readonly AccountFilm[] }) {
  const intl = useIntl();
  return (
    <LoyaltyIsland>
      <h1>{intl.formatMessage(m.title)}</h1>
      <AccountBody films={films} />
    </LoyaltyIsland>
  );
}
