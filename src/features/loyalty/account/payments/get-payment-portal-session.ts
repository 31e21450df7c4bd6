import { loyaltyRoutes, type LoyaltyVersion } from "../../../../lib/loyalty-api";
import { answerOrThrow, callLoyalty } from "../../api/loyalty-client";
import { readSessionCookie } from "../../session/session-cookie";
import { portalReturnUrl } from "./portal-url";

/** SPEC §7 "where the backend offers it": the versions the route table gives GetPaymentProviderPortalSession. */
export const offersPaymentPortal = (version: LoyaltyVersion) =>
  loyaltyRoutes.paymentProviderPortalSession.versions.includes(version);

/** POST /Member/GetPaymentProviderPortalSession: the provider's portal for this member (its `url`, checked by the caller). */
export async function getPaymentPortalSession(): Promise<unknown> {
  const answer = answerOrThrow(
    "paymentProviderPortalSession",
    await callLoyalty<{ url?: unknown }>("paymentProviderPortalSession", {
      tokens: readSessionCookie(),
      body: { returnUrl: portalReturnUrl() },
    }),
  );
  return answer.url;
}
