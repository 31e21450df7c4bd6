import { useIntl } from "react-intl";
import styled from "styled-components";
import { SecondaryButton } from "../../../components/button";
import { paths } from "../../../config/paths";
import { usePageQuery } from "../../../components/use-page-query";
import { loyaltyMessages } from "../core/messages";
import { useLoyaltySession } from "../core/session/use-loyalty-session";
import { useLogOut } from "../core/session/use-session-actions";
import { loyaltySettings } from "../core/settings/loyalty-settings";
import { LoggedOutNotice } from "./logged-out-notice";
import { LoginForm } from "./login-form";
import { LoyaltyIsland } from "../core/loyalty-island";
import { memberFormMessages } from "./login-help-messages";
import { SiteLink } from "../../../components/site-link/site-link";

function AlreadyLoggedIn({ name }: { name: string }) {
  const intl = useIntl();
  const logOut = useLogOut();
  return (
    <>
      <p>{intl.formatMessage(loyaltyMessages.alreadyLoggedIn, { name })}</p>
      <p>
        <SiteLink to={paths.account()}>{intl.formatMessage(loyaltyMessages.goToAccount)}</SiteLink>
      </p>
      <SecondaryButton type="button" onClick={() => logOut.mutate()}>
        {intl.formatMessage(loyaltyMessages.logOut)}
      </SecondaryButton>
    </>
  );
}

const SignupLink = styled(SiteLink)`
  display: inline-block;
  padding: 0.5rem 1.25rem;
  border: 2px solid ${({ theme }) => theme.palette.primary};
  border-radius: ${({ theme }) => theme.radii.buttons};
  color: ${({ theme }) => theme.palette.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
`;

function RecoveryLinks({ email }: { email: string | null }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(memberFormMessages.helpNav)}>
      <ul>
        <li>
          <SiteLink to={paths.forgottenPassword({ email })}>{intl.formatMessage(memberFormMessages.forgottenPassword)}</SiteLink>
        </li>
        <li>
          <SiteLink to={paths.forgottenUsername()}>{intl.formatMessage(memberFormMessages.forgottenUsername)}</SiteLink>
        </li>
      </ul>
    </nav>
  );
}

function LoginPageBody({ returnParam, email }: { returnParam: string | null; email: string | null }) {
  const intl = useIntl();
  const { status, member } = useLoyaltySession();
  if (status === "logged-in" && member) return <AlreadyLoggedIn name={`${member.firstName} ${member.lastName}`} />;
  return (
    <>
      <LoginForm returnParam={returnParam} initialEmail={email ?? ""} />
      <RecoveryLinks email={email} />
      <h2>{intl.formatMessage(loyaltyMessages.signupTitle)}</h2>
      <p>{loyaltySettings.guestSignupTabText}</p>
      <SignupLink to={paths.signup({ return: returnParam })}>{loyaltySettings.guestSignupTabButton}</SignupLink>
    </>
  );
}

export function LoginPageContent({ search }: { search: string }) {
  const intl = useIntl();
  const query = usePageQuery(search);
  return (
    <LoyaltyIsland>
      <h1>{intl.formatMessage(loyaltyMessages.loginTitle)}</h1>
      <LoggedOutNotice />
      <LoginPageBody returnParam={query.get("return")} email={query.get("email")} />
    </LoyaltyIsland>
  );
}
