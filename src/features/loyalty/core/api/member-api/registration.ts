import { PeachCode, type LoyaltyVersion } from "../../../../../lib/loyalty-api";
import { callForOutcome, type CallOutcome } from "./outcome";
import { offersRoute, routeIn } from "./site-version";

/** SPEC §7 Create of the version. */
export const createMemberRoute = (version: LoyaltyVersion) => routeIn(version, "createMember", "createMemberV3");

/** SPEC §8 "This email is already associated to a member", as the version's Create answers it. */
export const emailTakenCodeIn = (version: LoyaltyVersion) =>
  createMemberRoute(version) === "createMemberV3" ? PeachCode.EMAIL_ALREADY_ASSOCIATED_V3 : PeachCode.EMAIL_ALREADY_ASSOCIATED_V1;

/** SendMemberActivationCode exists only in the versions the route table gives it (version 3). */
export const sendsActivationLink = (version: LoyaltyVersion) => offersRoute(version, "sendMemberActivationCode");

/** SPEC §7 SendMemberActivationCode: the backend mails an activation link (payload: activationCodePayload). */
export const sendActivationCode = (payload: object): Promise<CallOutcome<object>> =>
  callForOutcome("sendMemberActivationCode", { body: payload }, "activation");
