import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Alert } from "../../../../components/alert";
import { DrawnInBrowser } from "../../../../components/layout/drawn-in-browser";
import type { MemberDetails } from "../../core/api/types";
import { loginPathFor } from "../../core/session/login-path-for";
import { LoyaltyIsland } from "../../core/loyalty-island";
import { loyaltyMessages } from "../../core/messages";
import { useLoyaltySession } from "../../core/session/use-loyalty-session";
import { accountMessages } from "../messages";
import { accountSection, type AccountSection } from "../../core/account-sections/account-sections";
import { AccountNav } from "./account-nav";
import { SiteLink } from "../../../../components/site-link/site-link";

function LoginInvitation({ expired, returnTo }: { expired: boolean; returnTo: string }) {
  const intl = useIntl();
  return (
    <>
      <p>{intl.formatMessage(expired ? accountMessages.expired : accountMessages.loggedOut)}</p>
      <p>
        <SiteLink to={loginPathFor(returnTo)}>{intl.formatMessage(accountMessages.logIn)}</SiteLink>
      </p>
    </>
  );
}

interface SectionProps {
  section: AccountSection;
  children: (member: MemberDetails) => ReactNode;
  /**
   * What the section shows from this device until the loyalty service answers, and when it cannot be reached
   * (offline): « Ma carte » shows the card kept on the device at once.
   */
  keptOnDevice?: ReactNode;
}

/** Why the member's data cannot be shown now: this device is offline, or the loyalty service does not answer. */
function Unreachable({ offline }: { offline: boolean }) {
  const intl = useIntl();
  return offline ? (
    <Alert $tone="info" role="status">
      {intl.formatMessage(accountMessages.offline)}
    </Alert>
  ) : (
    <Alert $tone="error" role="alert">
      {intl.formatMessage(loyaltyMessages.unavailable)}
    </Alert>
  );
}

function SectionBody({ section, children, keptOnDevice }: SectionProps) {
  const intl = useIntl();
  const { status, member, offline } = useLoyaltySession();
  if (status === "loading")
    return (
      <>
        <p role="status">{intl.formatMessage(accountMessages.loading)}</p>
        {keptOnDevice}
      </>
    );
  if (status === "unavailable")
    return (
      <>
        <Unreachable offline={offline} />
        {keptOnDevice}
      </>
    );
  if (status !== "logged-in" || !member)
    return <LoginInvitation expired={status === "expired"} returnTo={accountSection[section].path()} />;
  return children(member);
}

/**
 * One page of the member area: its heading (the region's name), the area's menu, and the section's
 * content once the member is known (a visitor is asked to log in and comes back to this page).
 */
export function AccountArea({ section, children, keptOnDevice }: SectionProps) {
  const intl = useIntl();
  return (
    <LoyaltyIsland>
      <DrawnInBrowser as="section" aria-labelledby="account-section-title">
        <h1 id="account-section-title">{intl.formatMessage(accountSection[section].heading)}</h1>
        <AccountNav current={section} />
        <SectionBody section={section} keptOnDevice={keptOnDevice}>
          {children}
        </SectionBody>
      </DrawnInBrowser>
    </LoyaltyIsland>
  );
}
