import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";
import { SANDBOX_URL } from "../../../playwright.config";
import { UPSTREAM_CAPTCHA_HEADER } from "../../../src/lib/loyalty-api/headers";
import { DEMO_PASSWORD } from "../../e2e/support/member";

let counter = 0;

export interface VariantMember {
  email: string;
  password: string;
  firstName: string;
  memberId: string;
}

/** A sandbox call that must succeed (peachCode 0); resolves with its answer. */
async function sandboxCall(request: APIRequestContext, method: "GET" | "POST", path: string, options: object = {}) {
  const response = await request.fetch(`${SANDBOX_URL}${path}`, { method, ...options });
  const answer = (await response.json()) as Record<string, unknown>;
  expect(answer.peachCode, `${method} ${path}: ${String(answer.clientErrorMessage)}`).toBe(0);
  return answer;
}

/**
 * A member made for one test, straight at the sandbox as a version-1 site's sign-up makes one (SPEC §4): the
 * version-1 Create, with a fresh 'signup' captcha token (the variant's sandbox requires it), then the membership
 * activation (the cinema's free membership as a 0 € order, which « Mes commandes » then lists). A test that changes an
 * account's state uses one, so the demo members stay as they are for the specs that run beside it.
 */
export async function createVariantMember(request: APIRequestContext, firstName = "Camille"): Promise<VariantMember> {
  const email = `v1.${Date.now()}.${++counter}@example.fr`;
  const created = await sandboxCall(request, "POST", "/Member/Create", {
    headers: { [UPSTREAM_CAPTCHA_HEADER]: `signup.${randomUUID()}` },
    data: { email, password: DEMO_PASSWORD, firstName, lastName: "Essai", phoneNumber: "+33698765432" },
  });
  const { cinemaId } = (await (await request.get(`${SANDBOX_URL}/sandbox/health`)).json()) as { cinemaId: string };
  const list = await sandboxCall(request, "GET", `/Member/GetMembershipList/${cinemaId}`);
  const item = (list.concessionGroupings as { items: { code: string; memberLevelId: number }[] }[])[0]!.items[0]!;
  const { userSessionId } = await sandboxCall(request, "POST", "/Member/SetMemberToActivateOnComplete", {
    data: { emailAddress: email },
  });
  await sandboxCall(request, "POST", `/Member/AddMembership/${cinemaId}`, {
    data: {
      userSessionId,
      cinemaId,
      emailAddress: email,
      concessions: [
        { code: item.code, memberLevelId: item.memberLevelId, cost: 0, quantity: 1, isLoyaltyMembershipActivation: true },
      ],
    },
  });
  await sandboxCall(request, "POST", "/Member/CompletePayment/", { data: { userSessionId, amount: 0, isNewMember: true } });
  const { memberId } = created.memberDetails as { memberId: string };
  return { email, password: DEMO_PASSWORD, firstName, memberId };
}

export interface SandboxMember {
  memberDetails: { firstName: string; phoneNumber: string; memberId: string };
  status: string;
  profile: Record<string, unknown>;
  liveSessions: { version: 1 | 3; createdAt: string; expiresAt: string }[];
}

/** The member as the sandbox holds it (docs/sandbox.md, `GET /sandbox/members/:email`). */
export const sandboxMember = async (request: APIRequestContext, email: string): Promise<SandboxMember> =>
  (await (await request.get(`${SANDBOX_URL}/sandbox/members/${encodeURIComponent(email)}`)).json()) as SandboxMember;
