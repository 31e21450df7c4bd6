import { queryOptions, useQuery } from "@tanstack/react-query";
import { retryUnansweredCall } from "../../core/api/loyalty-client";
import { getRedeemedVouchers } from "../../core/api/member-api";
import { useLoyaltySession } from "../../core/session/use-loyalty-session";
import { historyKeys } from "../history/history-query";

/** Under the histories' key: a redemption reads them again (redeem-reward.ts), and this list with them. */
export const vouchersQueryOptions = () =>
  queryOptions({
    queryKey: [...historyKeys.all, "vouchers"] as const,
    queryFn: () => getRedeemedVouchers(),
    staleTime: 60_000,
    retry: retryUnansweredCall,
  });

export function useRedeemedVouchers() {
  const { status, hasSession } = useLoyaltySession();
  return useQuery({ ...vouchersQueryOptions(), enabled: status === "logged-in" && hasSession() });
}
