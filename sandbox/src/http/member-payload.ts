import { z } from "zod";
import { MEMBER_TEXT_LIMITS as LIMITS } from "../../../src/lib/loyalty-api";
import { email, flag, numericId, password, requiredText, text } from "./shapes";

const optionalId = z.union([numericId, z.literal("")]).nullish();
const listOfIds = z
  .array(z.union([z.string().max(64), z.int()]))
  .max(50)
  .nullish();

/** Fields of the create payload (SPEC §3) kept as the member's profile; the sandbox does not interpret them. */
const profileFields = {
  address1: text(LIMITS.address1).nullish(),
  address2: text(LIMITS.address2).nullish(),
  city: text(LIMITS.city).nullish(),
  state: text(LIMITS.state).nullish(),
  zipCode: text(LIMITS.zipCode).nullish(),
  houseSize: z.union([z.int().min(0).max(99), z.string().max(4)]).nullish(),
  maritalStatus: text(LIMITS.maritalStatus).nullish(),
  wishToReceiveSMS: flag.nullish(),
  contactByThirdParty: flag.nullish(),
  newsletterFrequency: z.union([z.string().max(8), z.int()]).nullish(),
  pickupCinemaId: optionalId,
  preferredCinemaList: listOfIds,
  preferenceList: listOfIds,
  preferredGenres: listOfIds,
  memberItemId: z.union([z.string().max(64), z.int()]).nullish(),
  memberLevelId: z.union([z.int(), z.string().max(16)]).nullish(),
  nationalId: text(LIMITS.nationalId).nullish(),
  updatePreferences: z.boolean().nullish(),
};
export const PROFILE_KEYS = Object.keys(profileFields) as (keyof typeof profileFields)[];

const identityFields = {
  firstName: requiredText(LIMITS.firstName),
  lastName: requiredText(LIMITS.lastName),
  phoneNumber: text(LIMITS.phoneNumber).nullish(),
  sendNewsletter: flag.nullish(),
  preferredCinemaId: optionalId,
};

export const createPayload = z.object({
  ...profileFields,
  ...identityFields,
  clubId: numericId.nullish(),
  email,
  username: text(LIMITS.username).nullish(),
  password,
  memberId: text(LIMITS.memberId).nullish(),
  memberCardNumber: z
    .union([
      z
        .string()
        .trim()
        .regex(/^[A-Z0-9]{6,24}$/),
      z.literal(""),
    ])
    .nullish(),
});

export const editPayload = z.object({
  ...profileFields,
  ...identityFields,
  firstName: requiredText(LIMITS.firstName).optional(),
  lastName: requiredText(LIMITS.lastName).optional(),
  email: email.optional(),
  password: password.optional(),
  currentPassword: password.optional(),
});

type Profile = Partial<Record<(typeof PROFILE_KEYS)[number], unknown>>;

/** The profile fields present in a payload, merged over the stored ones. */
export function mergeProfile(stored: string, payload: Profile): string {
  const profile: Record<string, unknown> = JSON.parse(stored) as Record<string, unknown>;
  for (const key of PROFILE_KEYS) if (payload[key] !== undefined && payload[key] !== null) profile[key] = payload[key];
  return JSON.stringify(profile);
}
