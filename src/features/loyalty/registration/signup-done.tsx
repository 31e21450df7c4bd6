import { useEffect, useRef } from "react";
import { useIntl } from "react-intl";
import { FormAlert } from "../../../components/form/form-alert";
import { SiteLink } from "../../../components/site-link/site-link";
import { paths } from "../../../config/paths";
import { memberFormsMessages } from "../core/member-forms/messages";
import { signupMessages as m } from "./messages";
import type { SignupDone } from "./signup-state";

/** Replaces the form once the account exists but the member is not logged in: what to do next, focused. */
export function SignupDoneMessage({ done, returnParam }: { done: SignupDone; returnParam: string | null }) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const text =
    done.kind === "check-mailbox"
      ? intl.formatMessage(m.checkMailbox, { email: done.email })
      : intl.formatMessage(done.kind === "not-mailed" ? m.activationNotSent : m.createdLogIn);
  return (
    <div ref={ref} tabIndex={-1}>
      <FormAlert id="signup-done" tone={done.kind === "not-mailed" ? "info" : "success"}>
        {text}
      </FormAlert>
      <p>
        {done.kind === "not-mailed" ? (
          <SiteLink to={paths.activation({ email: done.email })}>{intl.formatMessage(m.goToActivation)}</SiteLink>
        ) : (
          <SiteLink to={paths.login({ email: done.email, return: returnParam })}>
            {intl.formatMessage(memberFormsMessages.logIn)}
          </SiteLink>
        )}
      </p>
    </div>
  );
}
