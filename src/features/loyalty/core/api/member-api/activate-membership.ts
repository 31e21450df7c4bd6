import type * as z from "zod/mini";
import type { LoyaltyRouteName } from "../../../../../lib/loyalty-api";
import { MalformedReplyError, parseReply, type CallInput } from "./member-call";
import type { CallOutcome } from "./outcome";
import { completedPaymentReply, membershipItemReply, membershipListReply, orderSessionReply } from "./replies";

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

/** A reply parsed, or null when malformed (logged). */
function parsed<T>(name: LoyaltyRouteName, schema: z.ZodMiniType<T>, reply: unknown): T | null {
  try {
    return parseReply(name, schema, reply);
  } catch (error) {
    if (error instanceof MalformedReplyError) return null;
    throw error;
  }
}

/** A step's answer, parsed; null when refused, unanswered or malformed: the flow then ends quietly. */
const answerOf = <T>(name: LoyaltyRouteName, outcome: CallOutcome<unknown>, schema: z.ZodMiniType<T>): T | null =>
  outcome.kind === "ok" ? parsed(name, schema, outcome.data) : null;

/** SPEC §4: the first item of the first concession grouping, if it has a code and a memberLevelId. */
function activationItemOf(list: z.infer<typeof membershipListReply> | null): { code: string; memberLevelId: number } | null {
  const first = list?.concessionGroupings?.[0]?.items?.[0];
  const item = first === undefined ? null : parsed("membershipList", membershipItemReply, first);
  return item?.code && item.memberLevelId != null ? { code: item.code, memberLevelId: item.memberLevelId } : null;
}

/** An empty id is no id. */
const present = (value: string | undefined): string | null => value || null;

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
  const list = answerOf(
    "membershipList",
    await call("membershipList", { pathParams: { cinema: cinemaId } }),
    membershipListReply,
  );
  const item = activationItemOf(list);
  if (!item) return { activated: false, stoppedAt: "membership-list" };

  const toActivate = answerOf(
    "setMemberToActivateOnComplete",
    await call("setMemberToActivateOnComplete", {
      body: { emailAddress: member.email, ...(registrationSessionId ? { userSessionId: registrationSessionId } : {}) },
    }),
    orderSessionReply,
  );
  const orderSessionId = present(toActivate?.userSessionId);
  if (!orderSessionId) return { activated: false, stoppedAt: "set-member-to-activate" };

  const added = answerOf(
    "addMembership",
    await call("addMembership", {
      pathParams: { cinema: cinemaId },
      body: {
        userSessionId: orderSessionId,
        cinemaId,
        emailAddress: member.email,
        mobile: member.phoneNumber,
        concessions: [{ ...item, cost: 0, quantity: 1, isLoyaltyMembershipActivation: true }],
      },
    }),
    orderSessionReply,
  );
  const paymentSessionId = present(added?.userSessionId);
  if (!paymentSessionId) return { activated: false, stoppedAt: "add-membership" };

  const paid = answerOf(
    "completePayment",
    await call("completePayment", {
      body: {
        userSessionId: paymentSessionId,
        amount: 0,
        isNewMember: true,
        customer: { FirstName: member.firstName, LastName: member.lastName, Email: member.email },
      },
    }),
    completedPaymentReply,
  );
  const orderId = present(paid?.orderId);
  if (!orderId) return { activated: false, stoppedAt: "complete-payment" };
  return { activated: true, orderId };
}
