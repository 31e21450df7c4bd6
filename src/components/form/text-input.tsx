import { useState, type ClipboardEvent, type InputHTMLAttributes } from "react";
import { useIntl } from "react-intl";
import { Field, Input, validityAttributes } from "./field";
import { formMessages } from "./messages";
import { tooLongMessage } from "./text-length";
import { acceptCode, acceptWords, type TypedText } from "./typed-text";

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "type" | "id">;

export interface TextInputProps extends NativeProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: "text" | "email" | "tel" | "search";
  /**
   * `words` (names, addresses): ' " & are written the French way (’ « » « et ») as they are typed;
   * `code` (e-mail, numbers): they are dropped. < > ; are dropped from both (SPEC §5).
   */
  kind?: "words" | "code";
  hint?: string;
  error?: string | undefined;
  formErrorId?: string | undefined;
}

/**
 * A labelled text input that keeps to SPEC §5 as the visitor types or pastes, and says what it changed, so
 * nothing disappears silently. With `maxLength`, a longer paste is kept whole and the field says it is too long.
 */
export function TextInput({
  id,
  label,
  value,
  onChange,
  type = "text",
  kind = "code",
  hint,
  error,
  formErrorId,
  required,
  maxLength,
  ...rest
}: TextInputProps) {
  const intl = useIntl();
  const [note, setNote] = useState<"removed" | "rewritten" | null>(null);
  const fieldError = error ?? (maxLength === undefined ? undefined : tooLongMessage(intl, value, maxLength));
  const noteText = note && intl.formatMessage(formMessages[kind === "words" && note === "removed" ? "wordsRemoved" : note]);

  // The input is given the accepted value and its caret at once: React then finds nothing to change, and
  // does not move the caret to the end.
  const accept = (input: HTMLInputElement, typed: string, at: number | null) => {
    const text: TypedText =
      kind === "words" ? acceptWords(value, typed, at ?? typed.length) : acceptCode(typed, at ?? typed.length);
    if (text.removed || text.rewritten) setNote(text.removed ? "removed" : "rewritten");
    if (input.value !== text.value) {
      input.value = text.value;
      if (at !== null) input.setSelectionRange(text.caret, text.caret);
    }
    onChange(text.value);
  };
  // The browser would cut a paste at maxLength, silently: the whole of it goes in, and the field says it is too long.
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const pasted = event.clipboardData.getData("text/plain").replace(/\s+/g, " ");
    const [start, end] = [input.selectionStart ?? value.length, input.selectionEnd ?? value.length];
    if (maxLength === undefined || value.length - (end - start) + pasted.length <= maxLength) return;
    event.preventDefault();
    const at = input.selectionStart === null ? null : start + pasted.length; // e-mail inputs have no caret to set
    accept(input, value.slice(0, start) + pasted + value.slice(end), at);
  };

  return (
    <Field id={id} label={label} required={required} hint={hint} note={noteText ?? undefined} error={fieldError}>
      <Input
        {...rest}
        id={id}
        type={type}
        value={value}
        required={required}
        maxLength={maxLength}
        {...validityAttributes(id, hint, { error: fieldError, formErrorId }, noteText ? `${id}-note` : undefined)}
        onPaste={onPaste}
        onChange={(event) => accept(event.target, event.target.value, event.target.selectionEnd)}
      />
    </Field>
  );
}
