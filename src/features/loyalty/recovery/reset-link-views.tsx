import { useEffect } from "react";
import { useIntl } from "react-intl";
import { FormAlert } from "../../../components/form/form-alert";
import { SiteLink } from "../../../components/site-link/site-link";
import { paths } from "../../../config/paths";
import type { Failure } from "../core/api/member-api";
import { memberFormsMessages } from "../core/member-forms/messages";
import { useFailureMessage } from "../core/member-forms/outcome-message";
import { recoveryMessages as m } from "./messages";

export function AskNewLink({ email }: { email: string | null }) {
  const intl = useIntl();
  return (
    <p>
      <SiteLink to={paths.forgottenPassword({ email })}>{intl.formatMessage(m.askNewLink)}</SiteLink>
    </p>
  );
}

/**
 * In place of the form: the backend refused the link's code (used, expired, or not one), as the page opened (version
 * 1) or once a password was posted (then the focus, on the button that went, moves to the message).
 */
export function InvalidLink({ failure, email, focus }: { failure: Failure; email: string | null; focus: boolean }) {
  const intl = useIntl();
  const failureMessage = useFailureMessage();
  useEffect(() => {
    if (focus) document.getElementById("reset-invalid")?.focus();
  }, [focus]);
  return (
    <>
      <FormAlert id="reset-invalid">{failureMessage(failure)}</FormAlert>
      <p>{intl.formatMessage(m.invalidLink)}</p>
      <AskNewLink email={email} />
    </>
  );
}

/** In place of the form: this browser already changed the password with this link. */
export function LinkSpentHere({ email }: { email: string | null }) {
  const intl = useIntl();
  return (
    <>
      <FormAlert id="reset-spent" tone="info">
        {intl.formatMessage(m.spentHere)}
      </FormAlert>
      <p>
        <SiteLink to={paths.login({ email })}>{intl.formatMessage(memberFormsMessages.logIn)}</SiteLink>
      </p>
      <AskNewLink email={email} />
    </>
  );
}
