import { useState, type InputHTMLAttributes } from "react";
import { useIntl } from "react-intl";
import { Field, Input, validityAttributes } from "./field";
import { formMessages } from "./messages";
import { sanitizeText } from "./sanitize-text";

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "type" | "id">;

export interface TextInputProps extends NativeProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: "text" | "email" | "tel" | "search";
  hint?: string;
  error?: string | undefined;
  formErrorId?: string | undefined;
}

/**
 * A labelled text input that strips < > ' " & ; as the visitor types or pastes
 * (SPEC §5), and says so, so nothing disappears silently.
 */
export function TextInput({
  id,
  label,
  value,
  onChange,
  type = "text",
  hint,
  error,
  formErrorId,
  required,
  ...rest
}: TextInputProps) {
  const intl = useIntl();
  const [stripped, setStripped] = useState(false);
  const fieldHint = stripped ? intl.formatMessage(formMessages.charactersRemoved) : hint;
  return (
    <Field id={id} label={label} required={required} hint={fieldHint} error={error}>
      <Input
        {...rest}
        id={id}
        type={type}
        value={value}
        required={required}
        {...validityAttributes(id, fieldHint, { error, formErrorId })}
        onChange={(event) => {
          const clean = sanitizeText(event.target.value);
          setStripped(clean !== event.target.value);
          onChange(clean);
        }}
      />
    </Field>
  );
}
