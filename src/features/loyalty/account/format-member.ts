import type { IntlShape, MessageDescriptor } from "react-intl";
import type { MemberDetails } from "../core/api/types";
import { accountMessages as m } from "./messages";

type BalanceType = MemberDetails["balances"][number]["type"];

export const balanceLabels: Record<BalanceType, MessageDescriptor> = {
  POINTS: m.balancePoints,
  VISITS: m.balanceVisits,
  CREDIT: m.balanceCredit,
};

/**
 * SPEC §3: 0001-01-01T00:00:00Z means the membership never expires. The expiry
 * is a calendar date kept at midnight or 23:59:59 UTC, so it is shown in UTC.
 */
export function formatExpiry(intl: IntlShape, memberExpiry: string): string {
  const time = Date.parse(memberExpiry);
  if (memberExpiry.startsWith("0001-01-01") || !Number.isFinite(time)) return intl.formatMessage(m.noExpiry);
  const date = intl.formatDate(time, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  return intl.formatMessage(m.expiresOn, { date });
}

export function formatBalance(intl: IntlShape, type: BalanceType, amount: number): string {
  if (type === "POINTS") return intl.formatMessage(m.pointsAmount, { amount });
  if (type === "VISITS") return intl.formatMessage(m.visitsAmount, { amount });
  return intl.formatNumber(amount, { style: "currency", currency: "EUR" });
}

/** One row per balance type the site shows (SPEC §3 balanceTypes); a missing balance counts as 0. */
export const balancesToShow = (member: Pick<MemberDetails, "balances">, balanceTypes: readonly BalanceType[]) =>
  balanceTypes.map((type) => ({ type, amount: member.balances.find((balance) => balance.type === type)?.amount ?? 0 }));
