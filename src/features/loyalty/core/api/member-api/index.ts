/**
 * The member API (issue 25): one typed function per backend action. Each picks its version's route from the route
 * table, attaches the tokens the route's `auth` needs and parses the reply into the app's own types; a malformed
 * reply is a MalformedReplyError. Components and hooks call these and never see a version, a token or a raw reply.
 */
export * from "./cards";
export * from "./favorites";
export * from "./gift-cards";
export * from "./history";
export type { Order, Transaction } from "./replies";
export { MalformedReplyError, type CallInput } from "./member-call";
export type { CallOutcome, CaptchaAction, Failure } from "./outcome";
export * from "./profile";
export * from "./recovery";
export { registerMember, requestActivationLink, type ActivationDetails, type RegistrationResult } from "./registration";
export type { SignupInput } from "./create-payload";
export * from "./rewards";
export * from "./session";
export { hasFavoriteTheaters, memberOffers, memberOffersIn } from "./site-version";
export * from "./wallet";
export { toSessionCookie } from "./session-cookie-fields";
export * from "./ticketing";
export { offersLoginByToken } from "./token-login-offer";
