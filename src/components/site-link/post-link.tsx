import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { VisuallyHidden } from "../visually-hidden";
import { linkMessages } from "./messages";
import { useResolvedLink } from "./use-resolved-link";

const FIELD_NAME = /^[A-Za-z][\w.-]{0,63}$/;
const MAX_FIELD_LENGTH = 2048;

/** A button that looks like the text links around it. */
const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

/** Hidden fields with a safe name and a bounded value; null when any is not (the link is then inert). */
const checkedFields = (fields: Record<string, string>) =>
  Object.entries(fields).every(([name, value]) => FIELD_NAME.test(name) && value.length <= MAX_FIELD_LENGTH)
    ? Object.entries(fields)
    : null;

/** SPEC §2: a link sent as a POST form with hidden fields (same target rules as every link). */
export function PostLink({ to, fields, children }: { to: string; fields: Record<string, string>; children: ReactNode }) {
  const intl = useIntl();
  const resolved = useResolvedLink(to);
  const entries = checkedFields(fields);
  const action =
    resolved.kind === "internal"
      ? resolved.to
      : resolved.kind === "server" ||
          resolved.kind === "newWindow" ||
          (resolved.kind === "plain" && /^https?:/.test(resolved.href))
        ? resolved.href
        : null;
  if (!entries || action === null) return <span>{children}</span>;
  const newWindow = resolved.kind === "newWindow";
  return (
    <form
      method="post"
      action={action}
      style={{ display: "inline" }}
      {...(newWindow ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {entries.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <LinkButton type="submit">
        {children}
        {newWindow && <VisuallyHidden> {intl.formatMessage(linkMessages.opensInNewWindow)}</VisuallyHidden>}
      </LinkButton>
    </form>
  );
}
