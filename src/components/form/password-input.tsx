import { useState, type InputHTMLAttributes, type ReactNode } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { VisuallyHidden } from "../visually-hidden";
import { Field, Input, validityAttributes } from "./field";
import { formMessages } from "./messages";

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "type" | "id">;

export interface PasswordInputProps extends NativeProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string | undefined;
  formErrorId?: string | undefined;
  /** Shown under the field and read with it (e.g. the live list of password rules); give it the id `${id}-rules`. */
  rules?: ReactNode;
}

const Wrapper = styled.div`
  position: relative;
`;

/** Room for the toggle inside the field, which keeps the form's whole width, even at 320 px. */
const PasswordField = styled(Input)`
  padding-right: 48px;

  /* Edge's own reveal button would be a second eye. */
  &::-ms-reveal {
    display: none;
  }
`;

/** The show/hide toggle: an eye inside the field's right end, named for screen readers. */
const Toggle = styled.button`
  position: absolute;
  top: 2px;
  right: 2px;
  bottom: 2px;
  display: grid;
  place-items: center;
  width: 44px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.content};
  background: transparent;
  color: ${({ theme }) => theme.palette.primary};
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.palette.highlight};
    outline-offset: 0;
  }
`;

/** An open eye (show) or a struck one (hide), drawn in the text's colour. */
function EyeIcon({ struck }: { struck: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" strokeWidth="2" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" strokeWidth="2" />
      {struck && <path d="M4 4l16 16" strokeWidth="2" strokeLinecap="round" />}
    </svg>
  );
}

/** Password input: the value is never altered (SPEC §5), with a show/hide toggle. */
export function PasswordInput({
  id,
  label,
  value,
  onChange,
  hint,
  error,
  formErrorId,
  rules,
  required,
  ...rest
}: PasswordInputProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      <Wrapper>
        <PasswordField
          {...rest}
          id={id}
          type={visible ? "text" : "password"}
          value={value}
          required={required}
          autoCapitalize="off"
          spellCheck={false}
          {...validityAttributes(id, hint, { error, formErrorId }, rules ? `${id}-rules` : undefined)}
          onChange={(event) => onChange(event.target.value)}
        />
        <Toggle type="button" aria-controls={id} onClick={() => setVisible((v) => !v)}>
          <EyeIcon struck={visible} />
          <VisuallyHidden>{intl.formatMessage(visible ? formMessages.hidePassword : formMessages.showPassword)}</VisuallyHidden>
        </Toggle>
      </Wrapper>
      {rules}
      <VisuallyHidden aria-live="polite">
        {intl.formatMessage(visible ? formMessages.passwordVisible : formMessages.passwordHidden)}
      </VisuallyHidden>
    </Field>
  );
}
