import styled from "styled-components";

/** A voucher code as the box office reads it back: bold, letters spaced, figures of even width. */
export const VoucherCode = styled.strong`
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.05em;
`;
