import { PeachCode } from "../../../lib/loyalty-api/peach-codes";
import type { LoyaltySettings } from "../core/settings/resolve-loyalty-settings";
import { createMemberRoute, emailTakenCodeIn, sendsActivationLink, type Failure } from "../core/api/member-api";
import { activateMembership, type Caller, type NewMember } from "./activate-membership";
import { buildCreatePayload, type SignupInput } from "./create-payload";

/** "This email is already associated to a member" (SPEC §8), per version. */
export const EMAIL_TAKEN_CODES: readonly number[] = [
  PeachCode.EMAIL_ALREADY_ASSOCIATED_V1,
  PeachCode.EMAIL_ALREADY_ASSOCIATED_V3,
];

/** Providers that open a registration order (StartRegistration) before Create: our reading, see docs/decisions.md. */
const STARTS_REGISTRATION = ["BOOST_POS", "BOOST_POS_WITHOUT_LOYALTY"];

export type RegistrationResult =
  /** The account exists and is active: the member can be logged in. */
  | { kind: "created" }
  /** The account exists, not yet active; an activation link was mailed (or could not be: `mailed` false). */
  | { kind: "activation-pending"; mailed: boolean }
  | { kind: "email-taken"; peachCode: number }
  | { kind: "failed"; failure: Failure };

type RegistrationSettings = Pick<
  LoyaltySettings,
  "provider" | "version" | "clubId" | "includeActivation" | "includeActivationCardNumber" | "includeActivationPhoneNumber"
> & { cinemaId: string };

/**
 * Creates the account (SPEC §3 payload), then, when the site asks for it, runs the membership
 * activation of SPEC §4; if that stops, the member is sent the account activation link instead.
 */
export async function register(input: SignupInput, settings: RegistrationSettings, call: Caller): Promise<RegistrationResult> {
  let registrationSessionId: string | null = null;
  if (STARTS_REGISTRATION.includes(settings.provider)) {
    const started = await call("startRegistration", { body: { emailAddress: input.email, clubId: settings.clubId } });
    if (started.kind !== "ok") return { kind: "failed", failure: started };
    const answer = started.data as { userSessionId?: unknown; hasUserName?: unknown };
    if (answer.hasUserName === true) return { kind: "email-taken", peachCode: emailTakenCodeIn(settings.version) };
    registrationSessionId = typeof answer.userSessionId === "string" ? answer.userSessionId : null;
  }

  const created = await call(createMemberRoute(settings.version), {
    body: buildCreatePayload(input, settings),
  });
  if (created.kind === "refused" && EMAIL_TAKEN_CODES.includes(created.peachCode))
    return { kind: "email-taken", peachCode: created.peachCode };
  if (created.kind !== "ok") return { kind: "failed", failure: created };
  if (!settings.includeActivation) return { kind: "created" };

  const member: NewMember = {
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    phoneNumber: input.phoneNumber,
  };
  const activation = await activateMembership(member, settings.cinemaId, call, registrationSessionId);
  if (activation.activated) return { kind: "created" };
  return { kind: "activation-pending", mailed: await sendActivationLink(input, settings, call) };
}

/** SPEC §7 SendMemberActivationCode (version 3), with the activation details the settings ask for. */
export async function sendActivationLink(
  details: { email: string; phoneNumber: string; cardNumber: string },
  settings: Pick<RegistrationSettings, "version" | "clubId" | "includeActivationCardNumber" | "includeActivationPhoneNumber">,
  call: Caller,
): Promise<boolean> {
  if (!sendsActivationLink(settings.version)) return false;
  const sent = await call("sendMemberActivationCode", { body: activationCodePayload(details, settings) });
  return sent.kind === "ok";
}

export const activationCodePayload = (
  details: { email: string; phoneNumber: string; cardNumber: string },
  settings: Pick<RegistrationSettings, "clubId" | "includeActivationCardNumber" | "includeActivationPhoneNumber">,
) => ({
  emailAddress: details.email,
  clubId: settings.clubId,
  ...(settings.includeActivationPhoneNumber && details.phoneNumber ? { phoneNumber: details.phoneNumber } : {}),
  ...(settings.includeActivationCardNumber && details.cardNumber ? { cardNumber: details.cardNumber.trim().toUpperCase() } : {}),
});
