import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { FormAlert } from "../../../components/form/form-alert";
import { checkResetLink, hasResetCode, type Failure, type ResetLink } from "../core/api/member-api";
import { MemberFormPage } from "../core/member-forms/member-form-page";
import { recoveryMessages as m } from "./messages";
import { readResetLink } from "./read-reset-link";
import { ResetForm } from "./reset-form";
import { AskNewLink, InvalidLink, LinkSpentHere } from "./reset-link-views";
import { wasSpentHere } from "./spent-reset-links";

/** Reads the link once, then takes its secrets out of the address bar (and so out of analytics). */
function useResetLink() {
  const [read] = useState(() => readResetLink(window.location.href));
  useEffect(() => {
    if (read.cleanHref) window.history.replaceState(window.history.state, "", read.cleanHref);
  }, [read]);
  return read;
}

type LinkState =
  | { kind: "checking" }
  | { kind: "usable" }
  | { kind: "spent-here" }
  | { kind: "invalid"; failure: Failure; afterSubmit: boolean };

/**
 * What is known of the link before a password is typed: spent in this browser, or refused by the backend's
 * validation (version 1, SPEC §4); otherwise the form is shown, and a refusal of the posted code replaces it.
 */
function useLinkState(link: ResetLink) {
  const [state, setState] = useState<LinkState>({ kind: "checking" });
  useEffect(() => {
    let current = true;
    void (async () => {
      if (await wasSpentHere(link)) {
        if (current) setState({ kind: "spent-here" });
        return;
      }
      const check = await checkResetLink(link);
      if (!current) return;
      setState(check.kind === "invalid" ? { kind: "invalid", failure: check.failure, afterSubmit: false } : { kind: "usable" });
    })();
    return () => {
      current = false;
    };
  }, [link]);
  return [state, (failure: Failure) => setState({ kind: "invalid", failure, afterSubmit: true })] as const;
}

function CheckedLink({ link, email }: { link: ResetLink; email: string | null }) {
  const intl = useIntl();
  const [state, invalidated] = useLinkState(link);
  switch (state.kind) {
    case "checking":
      return <p>{intl.formatMessage(m.checking)}</p>;
    case "spent-here":
      return <LinkSpentHere email={email} />;
    case "invalid":
      return <InvalidLink failure={state.failure} email={email} focus={state.afterSubmit} />;
    case "usable":
      return <ResetForm link={link} email={email} onInvalid={invalidated} />;
  }
}

function ResetBody() {
  const intl = useIntl();
  const { link, email } = useResetLink();
  if (hasResetCode(link)) return <CheckedLink link={link} email={email} />;
  return (
    <>
      <FormAlert id="reset-no-code" tone="info">
        {intl.formatMessage(m.noCode)}
      </FormAlert>
      <AskNewLink email={email} />
    </>
  );
}

/** The page of the reset link: a new password, posted per SPEC §4, then the member logs in with it. */
export function PasswordResetContent() {
  const intl = useIntl();
  return (
    <MemberFormPage title={intl.formatMessage(m.resetTitle)}>
      <ResetBody />
    </MemberFormPage>
  );
}
