import { Link } from "gatsby";
import { useIntl } from "react-intl";
import { SecondaryButton } from "../../../components/button";
import { paths } from "../../../config/paths";
import { loyaltyMessages } from "../messages";
import { useLoyaltySession } from "../session/use-loyalty-session";
import { useLogOut } from "../session/use-session-actions";
import { loyaltySettings } from "../settings/loyalty-settings";
import { LoginForm } from "./login-form";
import { LoyaltyIsland } from "./loyalty-island";

function AlreadyLoggedIn({ name }: { name: string }) {
  const intl = useIntl();
  const logOut = useLogOut();
  return (
    <>
      <p>{intl.formatMessage(loyaltyMessages.alreadyLoggedIn, { name })}</p>
      <p>
        <Link to={paths.account()}>{intl.formatMessage(loyaltyMessages.goToAccount)}</Link>
      </p>
      <SecondaryButton type="button" onClick={() => logOut.mutate()}>
        {intl.formatMessage(loyaltyMessages.logOut)}
      </SecondaryButton>
    </>
  );
}

function LoginPageBody({ returnParam }: { returnParam: string | null }) {
  const intl = useIntl();
  const { status, member } = useLoyaltySession();
  if (status === "logged-in" && member) return <AlreadyLoggedIn name={`${member.firstName} ${member.lastName}`} />;
  return (
    <>
      <LoginForm returnParam={returnParam} />
      <h2>{intl.formatMessage(loyaltyMessages.signupTitle)}</h2>
      <p>{loyaltySettings.guestSignupTabText}</p>
    </>
  );
}

export function LoginPageContent({ search }: { search: string }) {
  const intl = useIntl();
  const returnParam = new URLSearchParams(search).get("return");
  return (
    <LoyaltyIsland>
      <h1>{intl.formatMessage(loyaltyMessages.loginTitle)}</h1>
      <LoginPageBody returnParam={returnParam} />
    </LoyaltyIsland>
  );
}
