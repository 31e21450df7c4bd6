import { expect, type APIRequestContext } from "@playwright/test";
import { SANDBOX_URL } from "../../../playwright.config";
import { DEMO_PASSWORD } from "./member";
import { PeachCode } from "../../../src/lib/loyalty-api/peach-codes";

let counter = 0;

export interface NewMember {
  email: string;
  password: string;
  firstName: string;
  phone: string;
}

/**
 * A member made for one test, straight at the sandbox: created, then (unless `activated` is false)
 * activated by the activation mail's link. A test that changes an account's state uses one, so the demo
 * members stay as they are for the specs that run beside it.
 */
export async function createMember(
  request: APIRequestContext,
  { firstName = "Camille", activated = true }: { firstName?: string; activated?: boolean } = {},
): Promise<NewMember> {
  const email = `membre.${Date.now()}.${++counter}@example.fr`;
  const phone = "+33698765432";
  const member = { email, password: DEMO_PASSWORD, firstName, phone };
  const created = await request.post(`${SANDBOX_URL}/Member/v3/Create`, {
    data: { email, username: email, password: DEMO_PASSWORD, firstName, lastName: "Essai", phoneNumber: phone },
  });
  expect(((await created.json()) as { peachCode: number }).peachCode).toBe(0);
  if (!activated) return member;
  const sent = await request.post(`${SANDBOX_URL}/Member/v3/SendMemberActivationCode`, {
    data: { emailAddress: email, phoneNumber: phone },
  });
  const { peachCode } = (await sent.json()) as { peachCode: number };
  // The sandbox made it active at once (a site without activation).
  if (peachCode === PeachCode.ALREADY_ACTIVE) return member;
  expect(peachCode).toBe(0);
  let link: string | undefined;
  await expect(async () => {
    const { messages } = (await (await request.get(`${SANDBOX_URL}/sandbox/outbox?to=${encodeURIComponent(email)}`)).json()) as {
      messages: { kind: string; data: { link?: string } }[];
    };
    link = messages.find((message) => message.kind === "activation-code")?.data.link;
    expect(link).toBeDefined();
  }).toPass({ timeout: 5_000 });
  expect((await request.get(link!)).ok()).toBe(true);
  return member;
}

/** An active member made for one test (createMember). */
export const createActiveMember = (request: APIRequestContext, firstName = "Camille"): Promise<NewMember> =>
  createMember(request, { firstName });
