import { queryOptions, useQuery } from "@tanstack/react-query";
import { getEVoucherConcessions } from "../core/api/member-api";
import { siteConfig } from "../../../config/site-config";
import { siteCinemaIdOf } from "../../../lib/loyalty-api";
import { loyaltySettings } from "../core/settings/loyalty-settings";

export type { EVoucherConcession } from "../core/api/member-api";

/** SPEC §7 {cinema}: the loyalty cinema (version 3), else the site's cinema. */
export const eVoucherCinemaId = () => loyaltySettings.cinemaId ?? siteCinemaIdOf(siteConfig.theaterIds) ?? "";

/** Public data, kept 5 minutes in this page's memory (never persisted): prices follow the box office. */
export const eVoucherConcessionsQueryOptions = (cinema = eVoucherCinemaId()) =>
  queryOptions({
    queryKey: ["loyalty", "e-vouchers", cinema] as const,
    queryFn: () => getEVoucherConcessions(cinema),
    staleTime: 5 * 60_000,
  });

export const useEVoucherConcessions = () => useQuery(eVoucherConcessionsQueryOptions());
