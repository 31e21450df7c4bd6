import { useIntl } from "react-intl";
import { usePageQuery } from "../../../components/use-page-query";
import { paths } from "../../../config/paths";
import { MemberFormPage } from "../core/member-forms/member-form-page";
import { loyaltySettings } from "../core/settings/loyalty-settings";
import { signupMessages as m } from "./messages";
import { SignupForm } from "./signup-form";
import { SiteLink } from "../../../components/site-link/site-link";

/** The sign-up page: `return` (checked on use) and `email` come from the query. */
export function SignupContent({ search }: { search: string }) {
  const intl = useIntl();
  const query = usePageQuery(search);
  const returnParam = query.get("return");
  return (
    <MemberFormPage title={intl.formatMessage(m.title)}>
      <p>{loyaltySettings.guestSignupTabText}</p>
      <p>
        <SiteLink to={paths.login({ return: returnParam })}>{intl.formatMessage(m.alreadyMember)}</SiteLink>
      </p>
      <SignupForm returnParam={returnParam} initialEmail={query.get("email")} />
    </MemberFormPage>
  );
}
