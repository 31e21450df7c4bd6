import { Fragment } from "react";
import styled from "styled-components";
import { NARROW_NBSP } from "../../../lib/french-typography";

/** "7712000000000001" → ["7712", "0000", "0000", "0001"]: groups of four, easier to read aloud at the box office. */
export const cardNumberGroups = (cardNumber: string): string[] => cardNumber.match(/.{1,4}/g) ?? [];

/** A card number inside a text (a title, a message): its groups joined by narrow no-break spaces. */
export const formatCardNumber = (cardNumber: string): string => cardNumberGroups(cardNumber).join(NARROW_NBSP);

const Groups = styled.span`
  font-variant-numeric: tabular-nums;

  > span:not(:last-of-type) {
    margin-inline-end: 0.25em;
  }
`;

/**
 * A card number on the page: its groups of four set apart by their style alone, so that it is read (and copied) as
 * one number, and wraps, when it must, between two groups.
 */
export function CardNumber({ value }: { value: string }) {
  return (
    <Groups>
      {cardNumberGroups(value).map((group, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          <span>{group}</span>
        </Fragment>
      ))}
    </Groups>
  );
}
