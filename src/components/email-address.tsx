import { Fragment } from "react";

/**
 * An e-mail address that wraps, when it must, before its « @ » and its dots (« marie.dupont / @example.fr »), never
 * mid-word: a line break opportunity (<wbr>) before each, nothing added to its text.
 */
export function EmailAddress({ value }: { value: string }) {
  return (
    <>
      {value.split(/(?=[@.])/).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
