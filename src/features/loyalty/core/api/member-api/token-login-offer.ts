import { siteConfig } from "../../../../../config/site-config";
// The rules module itself, not the package index nor site-version.ts: token-arrival.ts asks on every page,
// before hydration, and the index brings the route table (and the settings) with it.
import { loyaltyVersionOf } from "../../../../../lib/loyalty-api/provider-rules";

/**
 * Whether the site logs in a member who arrives with the ticketing site's token: SPEC §7's "login by token" is a
 * version-1 extra (the route table gives loginByToken to version 1 only; token-login-offer.test.ts keeps the two
 * in step).
 */
export const offersLoginByToken = (provider: string = siteConfig.loyalty.provider): boolean => loyaltyVersionOf(provider) === 1;
