import { useIntl } from "react-intl";
import { usePageQuery } from "../../../components/use-page-query";
import { paths } from "../../../config/paths";
import { EmailRequestForm } from "../core/member-forms/email-request-form";
import { MemberFormPage } from "../core/member-forms/member-form-page";
import { memberFormsMessages } from "../core/member-forms/messages";
import { recoveryMessages as m } from "./messages";
import { requestUsernameReminder } from "../core/api/member-api";
import { SiteLink } from "../../../components/site-link/site-link";

/** Forgotten login: an e-mail address → a reminder of the account's username. */
export function ForgottenUsernameContent({ search }: { search: string }) {
  const intl = useIntl();
  const email = usePageQuery(search).get("email");
  return (
    <MemberFormPage title={intl.formatMessage(m.usernameTitle)}>
      <p>{intl.formatMessage(m.usernameIntro)}</p>
      <EmailRequestForm
        id="forgotten-username"
        initialEmail={email}
        submitLabel={intl.formatMessage(m.sendReminder)}
        sentMessage={(address) => intl.formatMessage(m.reminderSent, { email: address })}
        send={requestUsernameReminder}
      />
      <p>
        <SiteLink to={paths.login()}>{intl.formatMessage(memberFormsMessages.backToLogin)}</SiteLink>
      </p>
    </MemberFormPage>
  );
}
