import { NO_EXPIRY, type MemberDetails } from "../../../src/lib/loyalty-api/wire-types";
import type { SandboxContext } from "../context";
import type { MemberRow } from "../repositories/members";

export { NO_EXPIRY };

const profileText = (profile: Record<string, unknown>, key: string): string =>
  typeof profile[key] === "string" ? profile[key] : "";

/** The sandbox always answers the optional address fields (what Create or Edit last received). */
export function memberDetails(ctx: SandboxContext, member: MemberRow): Required<MemberDetails> {
  const profile = JSON.parse(member.profile) as Record<string, unknown>;
  return {
    memberId: member.member_id,
    firstName: member.first_name,
    lastName: member.last_name,
    email: member.email,
    username: member.username,
    phoneNumber: member.phone_number,
    cardNumber: ctx.cards.primaryOf(member.id)?.card_number ?? "",
    memberExpiry: member.member_expiry,
    memberLevelName: member.member_level_name,
    balances: ctx.members.balances(member.id),
    preferredCinemaId: member.preferred_cinema_id,
    sendNewsletter: member.send_newsletter === 1,
    address1: profileText(profile, "address1"),
    address2: profileText(profile, "address2"),
    zipCode: profileText(profile, "zipCode"),
    city: profileText(profile, "city"),
    wishToReceiveSMS: profile.wishToReceiveSMS === true,
  };
}

export const isExpired = (member: MemberRow, now: number): boolean =>
  member.member_expiry !== NO_EXPIRY && Date.parse(member.member_expiry) < now;
