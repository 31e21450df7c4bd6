import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { LoyaltyProvider } from "../../../../../domain/site-values";
import { loyaltyVersionOf } from "../../../../../lib/loyalty-api";
import { callForOutcome } from "./outcome";
import { startTestLoyalty, type TestLoyalty } from "../../test-support/test-loyalty-backend";
import type { Caller } from "./activate-membership";
import { registerMember as register } from "./registration";

let backend: TestLoyalty;
let counter = 0;
const input = (email = `inscrit.${Date.now()}.${++counter}@example.fr`) => ({
  email,
  password: "Bienvenue-2026!",
  firstName: "Anne",
  lastName: "Roux",
  phoneNumber: "+33611223344",
  sendNewsletter: false,
  cardNumber: "",
});
const call: Caller = (name, options) => callForOutcome(name, options);

const settingsOf = (provider: LoyaltyProvider, includeActivation: boolean) => ({
  provider,
  version: loyaltyVersionOf(provider),
  clubId: "12",
  cinemaId: "1042",
  includeActivation,
  includeActivationCardNumber: false,
  includeActivationPhoneNumber: true,
});

/** The proxy and the sandbox of a site of this provider, for the tests of one describe block. */
function withBackend(provider: LoyaltyProvider) {
  beforeAll(async () => {
    backend = await startTestLoyalty({ provider });
  });
  afterAll(() => backend.stop());
  afterEach(() => backend.reset());
}

const member = (email: string) =>
  backend.sandboxGet<{ status: string; memberLevelId: number }>(`/sandbox/members/${encodeURIComponent(email)}`);

describe("register on a version-1 site (NONE): Create, then the membership activation", () => {
  withBackend("NONE");

  it("creates the account through the version-1 route and activates the membership", async () => {
    const { email } = input();
    expect(await register(input(email), settingsOf("NONE", true), call)).toEqual({ kind: "created" });
    // (The calls are named by their last path segment: the cinema id for GetMembershipList and AddMembership.)
    expect(backend.calls).toEqual(["Create", "1042", "SetMemberToActivateOnComplete", "1042", "CompletePayment"]);
    expect(await member(email)).toMatchObject({ status: "active", memberLevelId: 1 });
  });

  it("an e-mail already used is refused with 34 (version 1)", async () => {
    expect(await register(input("marie.dupont@example.fr"), settingsOf("NONE", false), call)).toEqual({
      kind: "email-taken",
      peachCode: 34,
    });
  });
});

describe("register on a BOOST_POS site: StartRegistration first", () => {
  withBackend("BOOST_POS");

  it("opens the registration, then creates the account (version 3)", async () => {
    const { email } = input();
    expect(await register(input(email), settingsOf("BOOST_POS", false), call)).toEqual({ kind: "created" });
    expect(backend.calls).toEqual(["StartRegistration", "Create"]);
  });

  it("an address that already has a username stops before Create (60)", async () => {
    expect(await register(input("marie.dupont@example.fr"), settingsOf("BOOST_POS", false), call)).toEqual({
      kind: "email-taken",
      peachCode: 60,
    });
    expect(backend.calls).toEqual(["StartRegistration"]);
  });

  it("a password BOOST_POS finds too weak is refused (84)", async () => {
    const outcome = await register({ ...input(), password: "faible" }, settingsOf("BOOST_POS", false), call);
    expect(outcome).toMatchObject({ kind: "failed", failure: { kind: "refused", peachCode: 84 } });
  });
});
