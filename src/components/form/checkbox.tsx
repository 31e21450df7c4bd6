import type { InputHTMLAttributes } from "react";
import styled from "styled-components";

const Row = styled.div`
  display: flex;
  gap: 0.5rem;
  align-items: flex-start;
  margin-bottom: 1rem;

  input {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
    margin: 0.1rem 0 0;
  }
`;

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, "checked" | "onChange" | "type" | "id">;

/** A labelled checkbox (consents: unticked unless the member ticks it). */
export function Checkbox({
  id,
  label,
  checked,
  onChange,
  ...rest
}: NativeProps & { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Row>
      <input {...rest} id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </Row>
  );
}
