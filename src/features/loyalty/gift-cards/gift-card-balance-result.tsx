import { useIntl } from "react-intl";
import styled from "styled-components";
import { NO_EXPIRY } from "../../../lib/loyalty-api";
import { formatLongDate } from "../../../i18n/format-date-time";
import type { GiftCardBalance } from "./check-gift-card-balance";
import { giftCardsMessages as m } from "./messages";

const Result = styled.div`
  margin-top: 1.5rem;
  padding: 1rem 1.25rem;
  border: 2px solid ${({ theme }) => theme.palette.accent};
  border-radius: ${({ theme }) => theme.radii.content};

  p {
    margin: 0.25rem 0;
  }
`;

const Amount = styled.div`
  font-size: 2rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

const grouped = (cardNumber: string) => cardNumber.replace(/(.{4})(?=.)/g, "$1 ");

/** The balance in euros (fr-FR) and the last valid day at the cinema (its time zone). */
export function GiftCardBalanceResult({ balance }: { balance: GiftCardBalance }) {
  const intl = useIntl();
  const { expiryDate } = balance;
  const expires = expiryDate && expiryDate !== NO_EXPIRY && !Number.isNaN(Date.parse(expiryDate)) ? expiryDate : null;
  return (
    <Result>
      <p>{intl.formatMessage(m.result, { cardNumber: grouped(balance.cardNumber) })}</p>
      <Amount>{intl.formatNumber(balance.balance, { style: "currency", currency: balance.currency || "EUR" })}</Amount>
      <p>
        {expires ? intl.formatMessage(m.validUntil, { date: formatLongDate(intl, expires) }) : intl.formatMessage(m.noExpiry)}
      </p>
    </Result>
  );
}
