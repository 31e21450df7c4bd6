import { loyaltyRoutes, VERSION_3_PROVIDERS, type LoyaltyRouteName, type LoyaltyVersion } from "../../../../../lib/loyalty-api";
import { loyaltySettings } from "../../settings/loyalty-settings";

/**
 * The loyalty version this site speaks (SPEC §4). Read here only: the member API picks each call's route by it,
 * and the rest of the site asks `memberOffers` what the version allows.
 */
export const siteVersion: LoyaltyVersion = loyaltySettings.version;

/** Whether the route table gives this route to the version. */
export const offersRoute = (version: LoyaltyVersion, name: LoyaltyRouteName): boolean =>
  loyaltyRoutes[name].versions.includes(version);

/** The route of a call in a version: the one of `names` that the route table gives to that version. */
export function routeIn<N extends LoyaltyRouteName>(version: LoyaltyVersion, ...names: readonly N[]): N {
  const name = names.find((candidate) => offersRoute(version, candidate));
  if (name === undefined) throw new Error(`No route among ${names.join(", ")} in version ${version}`);
  return name;
}

/** SPEC §4: only a version-3 site with a theatre provider (BOOST_POS*, TAPOS, CGR) has favourite theatres. */
export const hasFavoriteTheaters = (settings: { version: LoyaltyVersion; provider: string }) =>
  offersRoute(settings.version, "getFavoriteCinemas") && (VERSION_3_PROVIDERS as readonly string[]).includes(settings.provider);

/** What the member area may offer, by the routes the route table gives to a version. */
export const memberOffersIn = (version: LoyaltyVersion, provider: string) => ({
  /** « Mes cartes »: list, add, remove, report lost. */
  cards: offersRoute(version, "getCards"),
  accountDeletion: offersRoute(version, "deleteMember"),
  /** SPEC §7 "where the backend offers it". */
  paymentPortal: offersRoute(version, "paymentProviderPortalSession"),
  onlineRedemption: offersRoute(version, "orderLoyaltyItem") && offersRoute(version, "confirmItemRedemption"),
  activationLink: offersRoute(version, "sendMemberActivationCode"),
  favoriteTheaters: hasFavoriteTheaters({ version, provider }),
});

/** What this site's member area offers. */
export const memberOffers = memberOffersIn(siteVersion, loyaltySettings.provider);
