import { useIntl } from "react-intl";
import { formatDay } from "../../../../i18n/format-date-time";
import { VoucherCode } from "../voucher-code";
import type { Transaction } from "./history-types";
import { historyMessages as m } from "./messages";
import { PagedHistory } from "./paged-history";

function TransactionEntry({ transaction }: { transaction: Transaction }) {
  const intl = useIntl();
  const sign = transaction.amount > 0 ? "+" : "−";
  const amount =
    transaction.balanceType === "CREDIT"
      ? `${sign}${intl.formatNumber(Math.abs(transaction.amount), { style: "currency", currency: "EUR" })}`
      : intl.formatMessage(m.points, { amount: Math.abs(transaction.amount), sign });
  return (
    <>
      <strong>{amount}</strong> · {transaction.description}
      <br />
      {formatDay(intl, transaction.date)}
      {transaction.voucherCode && (
        <>
          <br />
          {intl.formatMessage(m.voucher, { voucherCode: <VoucherCode key="code">{transaction.voucherCode}</VoucherCode> })}
        </>
      )}
    </>
  );
}

/** SPEC §7 TransactionHistory: points earned and spent, newest first. */
export function TransactionHistory() {
  const intl = useIntl();
  return (
    <PagedHistory<"transactions">
      kind="transactions"
      title={intl.formatMessage(m.transactionsTitle)}
      empty={intl.formatMessage(m.noTransactions)}
      entryKey={(transaction) => transaction.transactionId}
      renderEntry={(transaction) => <TransactionEntry transaction={transaction} />}
    />
  );
}
