import { useIntl } from "react-intl";
import { PeachCode } from "../../../../lib/loyalty-api";
import type { Failure } from "../api/member-api";
import { memberFieldMessages } from "./member-field-messages";

/** The backend's bad input names its field first: « Invalid address2: … » (docs/loyalty-api.md, peachCode 1). */
const NAMED_FIELD = /^Invalid ([A-Za-z][A-Za-z0-9_]*):/;

/** The field of the member's payload that a refusal is about, when the backend says which. */
export function refusedField(failure: Failure): string | null {
  if (failure.kind !== "refused" || failure.peachCode !== PeachCode.INVALID_REQUEST) return null;
  return NAMED_FIELD.exec(failure.clientErrorMessage ?? "")?.[1] ?? null;
}

/**
 * A refusal about one of `fields` (payload field → form field), as the form's errors: the message beside that
 * field; null when the refusal names no field of the form.
 */
export function useRefusedFieldError<Field extends string>(fields: Readonly<Record<string, Field>>) {
  const intl = useIntl();
  return (failure: Failure): Partial<Record<Field, string>> | null => {
    const name = refusedField(failure);
    const field = name !== null && Object.hasOwn(fields, name) ? fields[name] : undefined;
    return field ? ({ [field]: intl.formatMessage(memberFieldMessages.refused) } as Partial<Record<Field, string>>) : null;
  };
}
