import styled from "styled-components";

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  min-height: 44px;
  cursor: pointer;

  input {
    width: 2.75rem;
    height: 1.5rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.palette.highlight};
  }
`;

export interface NewsletterSwitchProps {
  id: string;
  label: string;
  checked: boolean;
  busy: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off switch; while a change is on its way it ignores clicks but keeps the focus. */
export function NewsletterSwitch({ id, label, checked, busy, onChange }: NewsletterSwitchProps) {
  return (
    <Label htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        aria-disabled={busy}
        onChange={(event) => {
          if (!busy) onChange(event.target.checked);
        }}
      />
      {label}
    </Label>
  );
}
