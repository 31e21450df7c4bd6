import { getPaymentPortalUrl } from "../../core/api/member-api";
import { portalReturnUrl } from "./portal-url";

/** POST /Member/GetPaymentProviderPortalSession: the provider's portal for this member (its `url`, checked by the caller). */
export async function getPaymentPortalSession(): Promise<unknown> {
  return getPaymentPortalUrl(portalReturnUrl());
}
