import { useIntl } from "react-intl";
import { usePageQuery } from "../../../components/use-page-query";
import { paths } from "../../../config/paths";
import { EmailRequestForm } from "../core/member-forms/email-request-form";
import { MemberFormPage } from "../core/member-forms/member-form-page";
import { memberFormsMessages } from "../core/member-forms/messages";
import { recoveryMessages as m } from "./messages";
import { requestResetCode } from "../core/api/member-api";
import { SiteLink } from "../../../components/site-link/site-link";

/** Forgotten password: the e-mail address → a mail with a link to the reset page. */
export function ForgottenPasswordContent({ search }: { search: string }) {
  const intl = useIntl();
  const email = usePageQuery(search).get("email");
  return (
    <MemberFormPage title={intl.formatMessage(m.forgottenTitle)}>
      <p>{intl.formatMessage(m.forgottenIntro)}</p>
      <EmailRequestForm
        id="forgotten-password"
        initialEmail={email}
        submitLabel={intl.formatMessage(m.sendLink)}
        sentMessage={(address) => intl.formatMessage(m.linkSent, { email: address })}
        send={(address) => requestResetCode(address, window.location.origin)}
      />
      <p>
        <SiteLink to={paths.login()}>{intl.formatMessage(memberFormsMessages.backToLogin)}</SiteLink>
      </p>
    </MemberFormPage>
  );
}
