import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import styled, { css } from "styled-components";
import { formMessages } from "./messages";

export const FieldRow = styled.div`
  display: grid;
  gap: 0.25rem;
  margin-bottom: 1rem;
`;

export const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Hint = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme, $error }) => ($error ? theme.status.error : theme.palette.muted)};
`;

export const inputStyles = css`
  width: 100%;
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  font: inherit;
  border: 2px solid ${({ theme }) => theme.status.fieldBorder};
  border-radius: 8px;
  background: ${({ theme }) => theme.palette.background};
  color: inherit;
`;

export const Input = styled.input`
  ${inputStyles}
  border-radius: ${({ theme }) => theme.radii.content};

  &[aria-invalid="true"] {
    border-color: ${({ theme }) => theme.status.error};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.palette.highlight};
    outline-offset: 2px;
  }
`;

/**
 * Label, control, hint, note and error of one form field, wired together for assistive technologies. The
 * note (id `${id}-note`) says what the field did to what was typed; the control names it in its description.
 */
export function Field({
  id,
  label,
  required,
  hint,
  note,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string | undefined;
  note?: string | undefined;
  error?: string | undefined;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <FieldRow>
      <Label htmlFor={id}>
        {label}
        {required && ` (${intl.formatMessage(formMessages.required)})`}
      </Label>
      {children}
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {note && <Hint id={`${id}-note`}>{note}</Hint>}
      {error && (
        <Hint id={`${id}-error`} $error>
          {error}
        </Hint>
      )}
    </FieldRow>
  );
}

/** The ids aria-describedby should name: the field's hint and error, and a form-level message about it. */
export const describedBy = (id: string, hint?: string, error?: string, formErrorId?: string) =>
  [hint && `${id}-hint`, error && `${id}-error`, formErrorId].filter(Boolean).join(" ") || undefined;

/** What a control says about its validity: its own error, or a form-level message (a refusal) naming it. */
export interface ValidityProps {
  error?: string | undefined;
  /** Id of a form-level message that concerns this field (e.g. a refused login): the field is then invalid too. */
  formErrorId?: string | undefined;
}

export const validityAttributes = (
  id: string,
  hint: string | undefined,
  { error, formErrorId }: ValidityProps,
  moreDescriptionIds?: string,
) => ({
  "aria-invalid": error || formErrorId ? true : undefined,
  "aria-describedby": [describedBy(id, hint, error, formErrorId), moreDescriptionIds].filter(Boolean).join(" ") || undefined,
});
