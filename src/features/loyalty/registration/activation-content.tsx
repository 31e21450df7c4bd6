import { useIntl } from "react-intl";
import { usePageQuery } from "../../../components/use-page-query";
import { paths } from "../../../config/paths";
import { MemberFormPage } from "../core/member-forms/member-form-page";
import { memberFormsMessages } from "../core/member-forms/messages";
import { memberOffers } from "../core/api/member-api";
import { ActivationForm } from "./activation-form";
import { activationMessages as m } from "./activation-messages";
import { SiteLink } from "../../../components/site-link/site-link";

export function ActivationContent({ search }: { search: string }) {
  const intl = useIntl();
  const email = usePageQuery(search).get("email");
  return (
    <MemberFormPage title={intl.formatMessage(m.title)}>
      {memberOffers.activationLink ? (
        <>
          <p>{intl.formatMessage(m.intro)}</p>
          <p>{intl.formatMessage(m.howItWorks)}</p>
          <ActivationForm initialEmail={email} />
        </>
      ) : (
        // Version 1 has no call that sends a new activation link (SendMemberActivationCode is version 3's).
        <p>{intl.formatMessage(m.noNewLink)}</p>
      )}
      <p>
        <SiteLink to={paths.login()}>{intl.formatMessage(memberFormsMessages.backToLogin)}</SiteLink>
      </p>
    </MemberFormPage>
  );
}
