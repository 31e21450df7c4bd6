import { useIntl } from "react-intl";
import { TextInput } from "../../../../components/form/text-input";
import { MEMBER_TEXT_LIMITS } from "../../../../lib/loyalty-api";
import { memberFormsMessages } from "./messages";

/** The member forms' e-mail address (sign-up, activation, the recovery requests); its id is `{idPrefix}-email`. */
export function EmailField({
  idPrefix,
  value,
  onChange,
  error,
}: {
  idPrefix: string;
  value: string;
  onChange: (email: string) => void;
  error?: string | undefined;
}) {
  const intl = useIntl();
  return (
    <TextInput
      id={`${idPrefix}-email`}
      type="email"
      label={intl.formatMessage(memberFormsMessages.email)}
      value={value}
      onChange={onChange}
      autoComplete="email"
      inputMode="email"
      maxLength={MEMBER_TEXT_LIMITS.email}
      required
      error={error}
    />
  );
}
