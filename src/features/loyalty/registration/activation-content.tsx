import { useIntl } from "react-intl";
import { usePageQuery } from "../../../components/use-page-query";
import { paths } from "../../../config/paths";
import { MemberFormPage } from "../core/member-forms/member-form-page";
import { memberFormsMessages } from "../core/member-forms/messages";
import { ActivationForm } from "./activation-form";
import { activationMessages as m } from "./activation-messages";
import { SiteLink } from "../../../components/site-link/site-link";

export function ActivationContent({ search }: { search: string }) {
  const intl = useIntl();
  const email = usePageQuery(search).get("email");
  return (
    <MemberFormPage title={intl.formatMessage(m.title)}>
      <p>{intl.formatMessage(m.intro)}</p>
      <p>{intl.formatMessage(m.howItWorks)}</p>
      <ActivationForm initialEmail={email} />
      <p>
        <SiteLink to={paths.login()}>{intl.formatMessage(memberFormsMessages.backToLogin)}</SiteLink>
      </p>
    </MemberFormPage>
  );
}
