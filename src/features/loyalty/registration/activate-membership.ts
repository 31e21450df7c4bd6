import type { CallInput, CallOutcome } from "../core/api/member-api";
import type { LoyaltyRouteName } from "../../../lib/loyalty-api";

/** A member-form call (callForOutcome), injectable for tests. */
export type Caller = (name: LoyaltyRouteName, options: Omit<CallInput, "captchaResponse">) => Promise<CallOutcome<unknown>>;

export interface NewMember {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

export type ActivationStep = "membership-list" | "set-member-to-activate" | "add-membership" | "complete-payment";

export type MembershipActivation = { activated: true; orderId: string } | { activated: false; stoppedAt: ActivationStep };

interface MembershipItem {
  code?: string | null;
  memberLevelId?: number | null;
}

const answerOf = <T>(outcome: CallOutcome<unknown>): (T & object) | null =>
  outcome.kind === "ok" ? (outcome.data as unknown as T & object) : null;
const text = (value: unknown): string | null => (typeof value === "string" && value ? value : null);

/**
 * SPEC §4 "Membership activation at registration": first item of the cinema's first concession
 * grouping → set member to activate on completion → add the membership as an order → complete the
 * payment at zero. Any missing step ends the flow quietly (the account exists, not yet active).
 */
export async function activateMembership(
  member: NewMember,
  cinemaId: string,
  call: Caller,
  registrationSessionId: string | null = null,
): Promise<MembershipActivation> {
  const list = answerOf<{ concessionGroupings?: { items?: MembershipItem[] }[] }>(
    await call("membershipList", { pathParams: { cinema: cinemaId } }),
  );
  const item = list?.concessionGroupings?.[0]?.items?.[0];
  if (!item?.code || item.memberLevelId == null) return { activated: false, stoppedAt: "membership-list" };

  const toActivate = answerOf<{ userSessionId?: unknown }>(
    await call("setMemberToActivateOnComplete", {
      body: { emailAddress: member.email, ...(registrationSessionId ? { userSessionId: registrationSessionId } : {}) },
    }),
  );
  const orderSessionId = text(toActivate?.userSessionId);
  if (!orderSessionId) return { activated: false, stoppedAt: "set-member-to-activate" };

  const added = answerOf<{ userSessionId?: unknown }>(
    await call("addMembership", {
      pathParams: { cinema: cinemaId },
      body: {
        userSessionId: orderSessionId,
        cinemaId,
        emailAddress: member.email,
        mobile: member.phoneNumber,
        concessions: [
          { code: item.code, memberLevelId: item.memberLevelId, cost: 0, quantity: 1, isLoyaltyMembershipActivation: true },
        ],
      },
    }),
  );
  const paymentSessionId = text(added?.userSessionId);
  if (!paymentSessionId) return { activated: false, stoppedAt: "add-membership" };

  const paid = answerOf<{ orderId?: unknown }>(
    await call("completePayment", {
      body: {
        userSessionId: paymentSessionId,
        amount: 0,
        isNewMember: true,
        customer: { FirstName: member.firstName, LastName: member.lastName, Email: member.email },
      },
    }),
  );
  const orderId = text(paid?.orderId);
  if (!orderId) return { activated: false, stoppedAt: "complete-payment" };
  return { activated: true, orderId };
}
