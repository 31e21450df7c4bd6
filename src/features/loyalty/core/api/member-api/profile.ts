import type { MemberDetails } from "../types";
import { memberCall } from "./member-call";
import { callForOutcome, type CallOutcome } from "./outcome";
import { editReply, portalReply } from "./replies";
import { routeIn, siteVersion } from "./site-version";

/** SPEC §7 Edit of the site's version; the answer carries the details as the server now holds them. */
export const editMember = (payload: object): Promise<CallOutcome<{ memberDetails?: MemberDetails | undefined }>> =>
  callForOutcome(routeIn(siteVersion, "editMember", "editMemberV3"), { body: payload }, undefined, editReply);

/** SPEC §7 GET /Member/v3/Delete/ (version 3 only): the member's account ends on the server. */
export const deleteAccount = (): Promise<CallOutcome<object>> => callForOutcome("deleteMember", {});

/** POST /Member/GetPaymentProviderPortalSession: the provider's portal for this member (its `url`, checked by the caller). */
export async function getPaymentPortalUrl(returnUrl: string): Promise<unknown> {
  return (await memberCall("paymentProviderPortalSession", portalReply, { body: { returnUrl } })).url;
}
