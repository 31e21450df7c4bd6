import { queryOptions, useQuery } from "@tanstack/react-query";
import { answerOrThrow, callLoyalty } from "../api/loyalty-client";
import { siteConfig } from "../../../config/site-config";
import { siteCinemaIdOf } from "../../../lib/loyalty-api";
import { loyaltySettings } from "../settings/loyalty-settings";

/** docs/loyalty-api.md GetAllEVoucherConcessions: price in euros, validity in days from purchase. */
export interface EVoucherConcession {
  id: string;
  description: string;
  price: number;
  currency: string;
  validityDays: number | null;
}

/** SPEC §7 {cinema}: the loyalty cinema (version 3), else the site's cinema. */
export const eVoucherCinemaId = () => loyaltySettings.cinemaId ?? siteCinemaIdOf(siteConfig.theaterIds) ?? "";

/** SPEC §7 GetAllEVoucherConcessions/{cinema}: public, no session. */
export async function getEVoucherConcessions(cinema: string): Promise<EVoucherConcession[]> {
  const answer = answerOrThrow(
    "eVoucherConcessions",
    await callLoyalty<{ concessions?: EVoucherConcession[] }>("eVoucherConcessions", { pathParams: { cinema } }),
  );
  return answer.concessions ?? [];
}

/** Public data, kept 5 minutes in this page's memory (never persisted): prices follow the box office. */
export const eVoucherConcessionsQueryOptions = (cinema = eVoucherCinemaId()) =>
  queryOptions({
    queryKey: ["loyalty", "e-vouchers", cinema] as const,
    queryFn: () => getEVoucherConcessions(cinema),
    staleTime: 5 * 60_000,
  });

export const useEVoucherConcessions = () => useQuery(eVoucherConcessionsQueryOptions());
