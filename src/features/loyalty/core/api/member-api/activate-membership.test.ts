import { describe, expect, it } from "vitest";
import type { LoyaltyRouteName } from "../../../../../lib/loyalty-api";
import type { CallOutcome } from "./outcome";
import { activateMembership, type Caller } from "./activate-membership";

const member = { email: "new@example.fr", firstName: "Anne", lastName: "Roux", phoneNumber: "+33612345678" };
const ok = (data: object): CallOutcome<unknown> => ({ kind: "ok", data: { peachCode: 0, ...data } });
const refused = (peachCode: number): CallOutcome<unknown> => ({
  kind: "refused",
  peachCode,
  statusCode: 400,
  clientErrorMessage: null,
});

const happy: Partial<Record<LoyaltyRouteName, CallOutcome<unknown>>> = {
  membershipList: ok({
    concessionGroupings: [
      {
        items: [
          { code: "ADH-CLUB", memberLevelId: 1 },
          { code: "X", memberLevelId: 2 },
        ],
      },
    ],
  }),
  setMemberToActivateOnComplete: ok({ userSessionId: "order-1" }),
  addMembership: ok({ userSessionId: "order-1" }),
  completePayment: ok({ orderId: "M-42", userSessionId: "order-1" }),
};

function backend(answers: Partial<Record<LoyaltyRouteName, CallOutcome<unknown>>> = {}) {
  const calls: { name: LoyaltyRouteName; options: Parameters<Caller>[1] }[] = [];
  const call: Caller = async (name, options) => {
    calls.push({ name, options });
    return { ...happy, ...answers }[name] ?? refused(3);
  };
  return { call, calls, names: () => calls.map((c) => c.name) };
}

describe("activateMembership (SPEC §4)", () => {
  it("takes the first item of the first grouping and sends each step exactly its payload", async () => {
    const { call, calls } = backend();
    expect(await activateMembership(member, "1042", call, "start-1")).toEqual({ activated: true, orderId: "M-42" });
    expect(calls).toEqual([
      { name: "membershipList", options: { pathParams: { cinema: "1042" } } },
      { name: "setMemberToActivateOnComplete", options: { body: { emailAddress: "new@example.fr", userSessionId: "start-1" } } },
      {
        name: "addMembership",
        options: {
          pathParams: { cinema: "1042" },
          body: {
            userSessionId: "order-1",
            cinemaId: "1042",
            emailAddress: "new@example.fr",
            mobile: "+33612345678",
            concessions: [{ code: "ADH-CLUB", memberLevelId: 1, cost: 0, quantity: 1, isLoyaltyMembershipActivation: true }],
          },
        },
      },
      {
        name: "completePayment",
        options: {
          body: {
            userSessionId: "order-1",
            amount: 0,
            isNewMember: true,
            customer: { FirstName: "Anne", LastName: "Roux", Email: "new@example.fr" },
          },
        },
      },
    ]);
  });

  it("opens its own order when registration did not start one", async () => {
    const { call, calls } = backend();
    await activateMembership(member, "1042", call);
    expect(calls[1]?.options.body).toEqual({ emailAddress: "new@example.fr" });
  });

  it.each([
    ["the list cannot be read", { membershipList: refused(3) }, "membership-list", 1],
    ["the list is empty", { membershipList: ok({ concessionGroupings: [] }) }, "membership-list", 1],
    ["the first grouping has no items", { membershipList: ok({ concessionGroupings: [{ items: [] }] }) }, "membership-list", 1],
    [
      "the item lacks a code",
      { membershipList: ok({ concessionGroupings: [{ items: [{ memberLevelId: 1 }] }] }) },
      "membership-list",
      1,
    ],
    [
      "the item lacks memberLevelId",
      { membershipList: ok({ concessionGroupings: [{ items: [{ code: "ADH-CLUB" }] }] }) },
      "membership-list",
      1,
    ],
    ["set-to-activate is refused", { setMemberToActivateOnComplete: refused(76) }, "set-member-to-activate", 2],
    ["set-to-activate gives no userSessionId", { setMemberToActivateOnComplete: ok({}) }, "set-member-to-activate", 2],
    ["the service is unreachable", { setMemberToActivateOnComplete: { kind: "unavailable" } }, "set-member-to-activate", 2],
    ["AddMembership is refused", { addMembership: refused(85) }, "add-membership", 3],
    ["AddMembership gives no userSessionId", { addMembership: ok({}) }, "add-membership", 3],
    ["CompletePayment is refused", { completePayment: refused(1) }, "complete-payment", 4],
    ["CompletePayment gives no orderId", { completePayment: ok({ userSessionId: "order-1" }) }, "complete-payment", 4],
  ] as const)("stops quietly when %s", async (_, answers, stoppedAt, callCount) => {
    const { call, calls } = backend(answers);
    await expect(activateMembership(member, "1042", call)).resolves.toEqual({ activated: false, stoppedAt });
    expect(calls).toHaveLength(callCount);
  });
});
