import { Link } from "gatsby";
import { useIntl } from "react-intl";
import { usePageQuery } from "../../../components/use-page-query";
import { paths } from "../../../config/paths";
import { MemberFormPage } from "../member-forms/member-form-page";
import { loyaltySettings } from "../settings/loyalty-settings";
import { signupMessages as m } from "./messages";
import { SignupForm } from "./signup-form";

/** The sign-up page: `return` (checked on use) and `email` come from the query. */
export function SignupContent({ search }: { search: string }) {
  const intl = useIntl();
  const query = usePageQuery(search);
  const returnParam = query.get("return");
  return (
    <MemberFormPage title={intl.formatMessage(m.title)}>
      <p>{loyaltySettings.guestSignupTabText}</p>
      <p>
        <Link to={paths.login({ return: returnParam })}>{intl.formatMessage(m.alreadyMember)}</Link>
      </p>
      <SignupForm returnParam={returnParam} initialEmail={query.get("email")} />
    </MemberFormPage>
  );
}
