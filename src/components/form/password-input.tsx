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
  display: flex;
  gap: 0.5rem;
`;

const Toggle = styled.button`
  flex: none;
  min-width: 44px;
  min-height: 44px;
  padding: 0 0.75rem;
  font: inherit;
  font-size: 0.875rem;
  border: 2px solid ${({ theme }) => theme.palette.primary};
  border-radius: ${({ theme }) => theme.radii.buttons};
  background: ${({ theme }) => theme.palette.background};
  color: ${({ theme }) => theme.palette.primary};
  cursor: pointer;
`;

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
        <Input
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
          {intl.formatMessage(visible ? formMessages.hidePassword : formMessages.showPassword)}
        </Toggle>
      </Wrapper>
      {rules}
      <VisuallyHidden aria-live="polite">
        {intl.formatMessage(visible ? formMessages.passwordVisible : formMessages.passwordHidden)}
      </VisuallyHidden>
    </Field>
  );
}
