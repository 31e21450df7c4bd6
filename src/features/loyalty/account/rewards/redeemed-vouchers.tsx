import { useIntl } from "react-intl";
import styled from "styled-components";
import { Alert } from "../../../../components/alert";
import { SecondaryButton } from "../../../../components/button";
import { formatDay } from "../../../../i18n/format-date-time";
import { VoucherCode } from "../voucher-code";
import { rewardsMessages as m } from "./messages";
import { useRedeemedVouchers } from "./vouchers-query";

const List = styled.ul`
  margin: 0 0 2rem;
  padding: 0;
  list-style: none;

  li {
    padding: 0.6rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.brand4};
  }
`;

/**
 * « Mes codes à présenter à la caisse »: the vouchers her points bought, newest first, read from her points history,
 * so a code is still there after the page that gave it (nothing shown while there is none).
 */
export function RedeemedVouchers() {
  const intl = useIntl();
  const vouchers = useRedeemedVouchers();
  const failed = vouchers.isError && !vouchers.data;
  if (!failed && !vouchers.data?.length) return null;
  return (
    <section aria-labelledby="account-vouchers-title">
      <h2 id="account-vouchers-title">{intl.formatMessage(m.vouchersTitle)}</h2>
      {failed ? (
        <Alert $tone="error" role="alert">
          {intl.formatMessage(m.vouchersFailed)}{" "}
          <SecondaryButton type="button" onClick={() => void vouchers.refetch()}>
            {intl.formatMessage(m.retry)}
          </SecondaryButton>
        </Alert>
      ) : (
        <>
          <p>{intl.formatMessage(m.vouchersHint)}</p>
          <List>
            {vouchers.data?.map((voucher) => (
              <li key={voucher.voucherCode}>
                <VoucherCode>{voucher.voucherCode}</VoucherCode> ·{" "}
                {intl.formatMessage(m.voucherEntry, { description: voucher.description, date: formatDay(intl, voucher.date) })}
              </li>
            ))}
          </List>
        </>
      )}
    </section>
  );
}
