import { useIntl, type IntlShape } from "react-intl";
import styled from "styled-components";
import { SecondaryButton } from "../../../components/button";
import { VisuallyHidden } from "../../../components/visually-hidden";
import { paths } from "../../../config/paths";
import { eVoucherCinemaId, useEVoucherConcessions, type EVoucherConcession } from "./get-e-voucher-concessions";
import { BuyLink } from "./buy-link";
import { giftCardsMessages as m } from "./messages";

const List = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 1rem 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.up(1)} {
    grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  }
`;

const Voucher = styled.li`
  display: grid;
  gap: 0.5rem;
  align-content: start;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.brand5};
  border-top: 6px solid ${({ theme }) => theme.palette.accent};
  border-radius: ${({ theme }) => theme.radii.content};

  h3,
  p {
    margin: 0;
  }
`;

const Price = styled.div`
  font-size: 1.5rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

/** 365 days read « 1 an », 180 « 6 mois », anything else in days. */
function validity(intl: IntlShape, days: number): string {
  if (days % 365 === 0) return intl.formatMessage(m.voucherValidity, { unit: "year", count: days / 365 });
  if (days % 30 === 0) return intl.formatMessage(m.voucherValidity, { unit: "month", count: days / 30 });
  return intl.formatMessage(m.voucherValidity, { unit: "day", count: days });
}

/**
 * The `vouchers` hand-off for one e-voucher: the cinema and the voucher's id (in `requestData`) go on to the
 * ticketing site (docs/gift-cards-and-wallet.md). Built here, not in config/paths.ts: that module ships on every page.
 */
const voucherHandoff = (voucherId: string) =>
  paths.handoff("vouchers", `?${new URLSearchParams({ theaterCode: eVoucherCinemaId(), requestData: voucherId })}`);

function VoucherEntry({ voucher }: { voucher: EVoucherConcession }) {
  const intl = useIntl();
  return (
    <Voucher>
      <h3>{voucher.description}</h3>
      <Price>{intl.formatNumber(voucher.price, { style: "currency", currency: voucher.currency || "EUR" })}</Price>
      {voucher.validityDays !== null && voucher.validityDays > 0 && <p>{validity(intl, voucher.validityDays)}</p>}
      <BuyLink to={voucherHandoff(voucher.id)}>
        {intl.formatMessage(m.voucherBuy)}
        <VisuallyHidden> {voucher.description}</VisuallyHidden>
      </BuyLink>
    </Voucher>
  );
}

/** SPEC §7 GetAllEVoucherConcessions: each e-voucher with its price and validity, and the hand-off that sells it. */
export function EVoucherList() {
  const intl = useIntl();
  const query = useEVoucherConcessions();
  if (query.isPending) return <p role="status">{intl.formatMessage(m.vouchersLoading)}</p>;
  if (query.isError)
    return (
      <p role="alert">
        {intl.formatMessage(m.vouchersFailed)}{" "}
        <SecondaryButton type="button" onClick={() => void query.refetch()}>
          {intl.formatMessage(m.vouchersRetry)}
        </SecondaryButton>
      </p>
    );
  if (query.data.length === 0) return <p>{intl.formatMessage(m.vouchersNone)}</p>;
  return (
    <List>
      {query.data.map((voucher) => (
        <VoucherEntry key={voucher.id} voucher={voucher} />
      ))}
    </List>
  );
}
