import { expect } from "vitest";
import { z } from "zod";
import { PEACH_SUCCESS } from "../../../src/lib/loyalty-api";
import type { CallResult } from "./test-sandbox";

/** Response shapes of docs/loyalty-api.md, checked by the contract tests. */
export const memberDetailsShape = z.strictObject({
  memberId: z.string().min(1),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  username: z.string(),
  phoneNumber: z.string(),
  cardNumber: z.string(),
  memberExpiry: z.iso.datetime(),
  memberLevelName: z.string(),
  balances: z.array(z.strictObject({ type: z.enum(["POINTS", "VISITS", "CREDIT"]), amount: z.number() })),
  preferredCinemaId: z.string(),
  sendNewsletter: z.boolean(),
  address1: z.string(),
  address2: z.string(),
  zipCode: z.string(),
  city: z.string(),
  wishToReceiveSMS: z.boolean(),
});

const tokensShape = z.strictObject({
  boxofficeSessionToken: z.string().regex(/^[\w-]{43}$/),
  boxofficeRefreshSessionToken: z.string().regex(/^[\w-]{43}$/),
});

export const successEnvelope = {
  peachCode: z.literal(PEACH_SUCCESS),
  statusCode: z.literal(200),
  clientErrorMessage: z.literal(""),
};

export const loginV3Shape = z.strictObject({
  ...successEnvelope,
  memberDetails: memberDetailsShape,
  sessionManagementTokens: tokensShape,
});
export const loginV1Shape = loginV3Shape.extend({ userSessionId: z.string().min(1), encryptedSessionId: z.string().min(1) });

/** Asserts a 200 whose body has exactly the envelope plus `fields`. */
export function expectSuccess(result: CallResult, fields: z.ZodRawShape = {}): void {
  expect(result.status, result.text).toBe(200);
  const parsed = z.strictObject({ ...successEnvelope, ...fields }).safeParse(result.body);
  expect(parsed.success, parsed.success ? "" : `${parsed.error.message}\n${result.text}`).toBe(true);
}

/** Asserts a failure with this peachCode and HTTP status (= the body's statusCode). */
export function expectFailure(result: CallResult, peachCode: number, status: number): void {
  expect({ status: result.status, body: result.body }).toEqual({
    status,
    body: { peachCode, statusCode: status, clientErrorMessage: expect.any(String) as string },
  });
  expect(String(result.body.clientErrorMessage).length).toBeGreaterThan(0);
}
