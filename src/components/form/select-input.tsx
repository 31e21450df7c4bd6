import styled from "styled-components";
import { Field, inputStyles, validityAttributes, type ValidityProps } from "./field";

const Select = styled.select`
  ${inputStyles}
  border-radius: ${({ theme }) => theme.radii.content};
`;

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled select, wired like the text inputs (hint, error). */
export function SelectInput({
  id,
  label,
  value,
  options,
  onChange,
  hint,
  error,
  formErrorId,
  required,
  autoComplete,
}: ValidityProps & {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  hint?: string;
  required?: boolean;
  autoComplete?: string;
}) {
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      <Select
        id={id}
        value={value}
        required={required}
        autoComplete={autoComplete}
        {...validityAttributes(id, hint, { error, formErrorId })}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
