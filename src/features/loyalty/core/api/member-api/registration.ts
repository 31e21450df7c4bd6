import { siteConfig } from "../../../../../config/site-config";
import { PeachCode, siteCinemaIdOf, type LoyaltyRouteName, type LoyaltyVersion } from "../../../../../lib/loyalty-api";
import type { LoyaltySettings } from "../../settings/resolve-loyalty-settings";
import { loyaltySettings } from "../../settings/loyalty-settings";
import { activateMembership, type Caller } from "./activate-membership";
import { buildCreatePayload, type SignupInput } from "./create-payload";
import { MalformedReplyError, parseReply } from "./member-call";
import { callForOutcome, type CallOutcome, type CaptchaAction, type Failure } from "./outcome";
import { startRegistrationReply } from "./replies";
import { offersRoute, routeIn } from "./site-version";

/** SPEC §7 Create of the version. */
const createMemberRoute = (version: LoyaltyVersion) => routeIn(version, "createMember", "createMemberV3");

/** SPEC §8 "This email is already associated to a member", as the version's Create answers it. */
const emailTakenCodeIn = (version: LoyaltyVersion) =>
  createMemberRoute(version) === "createMemberV3" ? PeachCode.EMAIL_ALREADY_ASSOCIATED_V3 : PeachCode.EMAIL_ALREADY_ASSOCIATED_V1;

/** "This email is already associated to a member" (SPEC §8), per version. */
const EMAIL_TAKEN_CODES: readonly number[] = [PeachCode.EMAIL_ALREADY_ASSOCIATED_V1, PeachCode.EMAIL_ALREADY_ASSOCIATED_V3];

/** Providers that open a registration order (StartRegistration) before Create: our reading, see docs/member-forms.md. */
const STARTS_REGISTRATION = ["BOOST_POS", "BOOST_POS_WITHOUT_LOYALTY"];

/** Captcha tokens for the calls that create something (SPEC §7: a token per action). */
const CAPTCHA_ACTIONS: Partial<Record<LoyaltyRouteName, CaptchaAction>> = {
  createMember: "signup",
  createMemberV3: "signup",
  sendMemberActivationCode: "activation",
};
const withCaptcha: Caller = (name, input) => callForOutcome(name, input, CAPTCHA_ACTIONS[name]);

export type RegistrationResult =
  /** The account exists and is active: the member can be logged in. */
  | { kind: "created" }
  /** The account exists, not yet active; an activation link was mailed (or could not be: `mailed` false). */
  | { kind: "activation-pending"; mailed: boolean }
  | { kind: "email-taken"; peachCode: number }
  | { kind: "failed"; failure: Failure };

export type RegistrationSettings = Pick<
  LoyaltySettings,
  "provider" | "version" | "clubId" | "includeActivation" | "includeActivationCardNumber" | "includeActivationPhoneNumber"
> & { cinemaId: string };

// A version-1 site has no loyalty cinemaId (SPEC §4); a new member still joins at the site's cinema.
const siteRegistration: RegistrationSettings = {
  ...loyaltySettings,
  cinemaId: loyaltySettings.cinemaId ?? siteCinemaIdOf(siteConfig.theaterIds) ?? "",
};

type Started = { kind: "started"; sessionId: string | null } | { kind: "email-taken" } | { kind: "failed"; failure: Failure };

/** SPEC §7 StartRegistration: the order that will activate the member, unless the e-mail already has an account. */
async function startRegistration(email: string, settings: RegistrationSettings, call: Caller): Promise<Started> {
  const started = await call("startRegistration", { body: { emailAddress: email, clubId: settings.clubId } });
  if (started.kind !== "ok") return { kind: "failed", failure: started };
  try {
    const answer = parseReply("startRegistration", startRegistrationReply, started.data);
    return answer.hasUserName === true ? { kind: "email-taken" } : { kind: "started", sessionId: answer.userSessionId ?? null };
  } catch (error) {
    if (error instanceof MalformedReplyError) return { kind: "failed", failure: { kind: "unavailable" } };
    throw error;
  }
}

/**
 * Creates the account (SPEC §3 payload), then, when the site asks for it, runs the membership
 * activation of SPEC §4; if that stops, the member is sent the account activation link instead.
 */
export async function registerMember(
  input: SignupInput,
  settings: RegistrationSettings = siteRegistration,
  call: Caller = withCaptcha,
): Promise<RegistrationResult> {
  let registrationSessionId: string | null = null;
  if (STARTS_REGISTRATION.includes(settings.provider)) {
    const started = await startRegistration(input.email, settings, call);
    if (started.kind === "failed") return started;
    if (started.kind === "email-taken") return { kind: "email-taken", peachCode: emailTakenCodeIn(settings.version) };
    registrationSessionId = started.sessionId;
  }

  const created = await call(createMemberRoute(settings.version), { body: buildCreatePayload(input, settings) });
  if (created.kind === "refused" && EMAIL_TAKEN_CODES.includes(created.peachCode))
    return { kind: "email-taken", peachCode: created.peachCode };
  if (created.kind !== "ok") return { kind: "failed", failure: created };
  if (!settings.includeActivation) return { kind: "created" };

  const member = { email: input.email, firstName: input.firstName, lastName: input.lastName, phoneNumber: input.phoneNumber };
  const activation = await activateMembership(member, settings.cinemaId, call, registrationSessionId);
  if (activation.activated) return { kind: "created" };
  return { kind: "activation-pending", mailed: await mailActivationLink(input, settings, call) };
}

/** What the activation form (or the sign-up form) has of the member: the e-mail, and the details the settings ask for. */
export interface ActivationDetails {
  email: string;
  phoneNumber: string;
  cardNumber: string;
}

type ActivationSettings = Pick<RegistrationSettings, "clubId" | "includeActivationCardNumber" | "includeActivationPhoneNumber">;

const activationCodePayload = (details: ActivationDetails, settings: ActivationSettings) => ({
  emailAddress: details.email,
  clubId: settings.clubId,
  ...(settings.includeActivationPhoneNumber && details.phoneNumber ? { phoneNumber: details.phoneNumber } : {}),
  ...(settings.includeActivationCardNumber && details.cardNumber ? { cardNumber: details.cardNumber.trim().toUpperCase() } : {}),
});

/** SPEC §7 SendMemberActivationCode (version 3 only): whether the link could be mailed. */
async function mailActivationLink(
  details: ActivationDetails,
  settings: ActivationSettings & Pick<RegistrationSettings, "version">,
  call: Caller,
): Promise<boolean> {
  if (!offersRoute(settings.version, "sendMemberActivationCode")) return false;
  const sent = await call("sendMemberActivationCode", { body: activationCodePayload(details, settings) });
  return sent.kind === "ok";
}

/**
 * SPEC §7 SendMemberActivationCode, asked for on the activation page (which only version 3 shows: memberOffers):
 * the backend mails an activation link if the details match the account.
 */
export const requestActivationLink = (details: ActivationDetails): Promise<CallOutcome<object>> =>
  callForOutcome("sendMemberActivationCode", { body: activationCodePayload(details, loyaltySettings) }, "activation");
