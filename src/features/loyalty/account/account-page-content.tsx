import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { SecondaryButton } from "../../../components/button";
import { paths } from "../../../config/paths";
import { loyaltyMessages } from "../core/messages";
import { leaveMemberArea } from "../core/session/leave-member-area";
import { useLogOut } from "../core/session/use-session-actions";
import { AccountArea } from "./area/account-area";
import { MemberDetails } from "./member-details";
import { accountMessages as m } from "./messages";

function LogOutButton() {
  const intl = useIntl();
  const logOut = useLogOut();
  return (
    <p>
      <SecondaryButton
        type="button"
        aria-disabled={logOut.isPending}
        // Logged out, she leaves the area for the login page, which says so.
        onClick={
          logOut.isPending ? undefined : () => logOut.mutate(undefined, { onSettled: () => leaveMemberArea(paths.account()) })
        }
      >
        {intl.formatMessage(loyaltyMessages.logOut)}
      </SecondaryButton>
    </p>
  );
}

/**
 * The member area's overview: greeting, details and balances, favourite films and cinema, log out.
 * `favorites` (films and cinema) is handed in by the page: favourites are a part of their own.
 */
export function AccountPageContent({ favorites }: { favorites: ReactNode }) {
  const intl = useIntl();
  return (
    <AccountArea section="overview">
      {(member) => (
        <>
          <p>{intl.formatMessage(m.greeting, { firstName: member.firstName })}</p>
          <MemberDetails member={member} />
          {favorites}
          <LogOutButton />
        </>
      )}
    </AccountArea>
  );
}
