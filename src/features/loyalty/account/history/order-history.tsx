import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { formatClock, formatDay } from "../../../../i18n/format-date-time";
import { hasETicket, type Order } from "./history-types";
import { historyMessages as m } from "./messages";
import { PagedHistory } from "./paged-history";

type WalletFor = (orderId: string) => ReactNode;

function OrderEntry({ order, eTicketWalletFor }: { order: Order; eTicketWalletFor: WalletFor }) {
  const intl = useIntl();
  const title = order.film?.title ?? order.items[0]?.description ?? intl.formatMessage(m.membership);
  return (
    <>
      <strong>{title}</strong>
      {order.status === "REFUNDED" && ` (${intl.formatMessage(m.refunded)})`}
      <br />
      {order.film
        ? intl.formatMessage(m.session, {
            day: formatDay(intl, order.film.sessionDateTime),
            time: formatClock(intl, order.film.sessionDateTime),
            screen: order.film.screenName,
          })
        : intl.formatMessage(m.orderedOn, { date: formatDay(intl, order.orderDate) })}
      <br />
      {order.items.map((item) => `${item.quantity} × ${item.description}`).join(", ")}
      <br />
      {intl.formatMessage(m.total, {
        amount: intl.formatNumber(order.totalValue, { style: "currency", currency: order.currency || "EUR" }),
      })}{" "}
      · {intl.formatMessage(m.orderNumber, { orderId: order.orderId })}
      {hasETicket(order, Date.now()) && eTicketWalletFor(order.orderId)}
    </>
  );
}

/**
 * SPEC §7 OrderHistory: the member's orders, newest first; `eTicketWalletFor` is an e-ticket's save-to-wallet link,
 * handed in by the page, offered for the showtimes still to come.
 */
export function OrderHistory({ eTicketWalletFor }: { eTicketWalletFor: WalletFor }) {
  const intl = useIntl();
  return (
    <PagedHistory<"orders">
      kind="orders"
      title={intl.formatMessage(m.ordersTitle)}
      empty={intl.formatMessage(m.noOrders)}
      entryKey={(order) => order.orderId}
      renderEntry={(order) => <OrderEntry order={order} eTicketWalletFor={eTicketWalletFor} />}
    />
  );
}
