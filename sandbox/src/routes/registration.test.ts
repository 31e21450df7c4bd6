import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { PeachCode } from "../domain/errors";
import { DEMO_PASSWORD } from "../seed";
import { expectFailure, expectSuccess, memberDetailsShape } from "../test-support/shapes";
import { startTestSandbox, type TestSandbox } from "../test-support/test-sandbox";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

const newMember = (email: string, extra: object = {}) => ({
  clubId: "12",
  email,
  username: email,
  password: DEMO_PASSWORD,
  firstName: "Jeanne",
  lastName: "Moreau",
  phoneNumber: "+33611223344",
  memberId: "",
  address1: "",
  houseSize: 0,
  sendNewsletter: false,
  wishToReceiveSMS: "False",
  contactByThirdParty: "False",
  newsletterFrequency: "-1",
  pickupCinemaId: "1042",
  preferredCinemaId: "1042",
  preferredCinemaList: ["1042"],
  preferenceList: [],
  preferredGenres: [],
  memberLevelId: 0,
  updatePreferences: false,
  memberCardNumber: "",
  ...extra,
});
const create = (body: object, version: 1 | 3 = 3) =>
  sandbox.call("POST", version === 3 ? "/Member/v3/Create" : "/Member/Create", { body });
const login = (email: string) => sandbox.call("POST", "/Member/v3/Login", { body: { email, password: DEMO_PASSWORD } });

describe("POST /Member/StartRegistration", () => {
  it("opens a registration order and tells whether the email has an account", async () => {
    const shape = { userSessionId: z.string().min(16), clubId: z.literal("12"), hasUserName: z.boolean() };
    const fresh = await sandbox.call("POST", "/Member/StartRegistration", {
      body: { clubId: "12", emailAddress: "new@example.fr" },
    });
    expectSuccess(fresh, shape);
    expect(fresh.body.hasUserName).toBe(false);
    const known = await sandbox.call("POST", "/Member/StartRegistration", { body: { emailAddress: "marie.dupont@example.fr" } });
    expect(known.body.hasUserName).toBe(true);
    expectFailure(await sandbox.call("POST", "/Member/StartRegistration", { body: { emailAddress: "nope" } }), 1, 400);
  });
});

describe("POST /Member/v3/Create and /Member/Create", () => {
  it("creates a member who must activate the account before logging in", async () => {
    const result = await create(newMember("jeanne@example.fr"));
    expectSuccess(result, { memberDetails: memberDetailsShape });
    expect(result.body.memberDetails).toMatchObject({ email: "jeanne@example.fr", balances: [{ type: "POINTS", amount: 0 }] });
    expect((result.body.memberDetails as { cardNumber: string }).cardNumber).toMatch(/^7712\d{12}$/);
    expectFailure(await login("jeanne@example.fr"), PeachCode.NOT_ACTIVATED, 403);
  });

  it("answers 60 (v3) or 34 (v1) for a taken email, 84 for a weak password", async () => {
    expectFailure(await create(newMember("marie.dupont@example.fr")), PeachCode.EMAIL_ALREADY_ASSOCIATED_V3, 409);
    expectFailure(await create(newMember("MARIE.dupont@example.fr"), 1), PeachCode.EMAIL_ALREADY_ASSOCIATED_V1, 409);
    for (const password of ["Short1!", "nouppercase1!", "NOLOWERCASE1!", "NoDigits!!", "NoSpecial12"])
      expectFailure(await create(newMember("weak@example.fr", { password })), PeachCode.PASSWORD_COMPLEXITY, 400);
  });

  it("attaches a spare physical card given as memberCardNumber; 1020 when it is taken", async () => {
    const result = await create(newMember("carte@example.fr", { memberCardNumber: "AUR0000105" }), 1);
    expect((result.body.memberDetails as { cardNumber: string }).cardNumber).toBe("AUR0000105");
    expectFailure(
      await create(newMember("carte2@example.fr", { memberCardNumber: "AUR0000105" })),
      PeachCode.CARD_ALREADY_ACTIVE,
      409,
    );
  });

  it("answers 400 for another club, a missing email or a wrong-typed field", async () => {
    expectFailure(await create(newMember("club@example.fr", { clubId: "13" })), 1, 400);
    expectFailure(await create({ ...newMember("x@example.fr"), email: undefined }), 1, 400);
    expectFailure(await create(newMember("typed@example.fr", { preferredCinemaList: "1042" })), 1, 400);
  });
});

describe("membership activation (SPEC §4)", () => {
  it("GetMembershipList → SetMemberToActivateOnComplete → AddMembership → CompletePayment activates the member", async () => {
    await create(newMember("flow@example.fr"));
    const list = await sandbox.call("GET", "/Member/GetMembershipList/1042");
    const groupings = z
      .array(
        z.object({
          id: z.number(),
          name: z.string(),
          items: z.array(z.object({ code: z.string(), memberLevelId: z.number() }).loose()).min(1),
        }),
      )
      .min(1);
    expectSuccess(list, { concessionGroupings: groupings });
    const item = groupings.parse(list.body.concessionGroupings)[0]!.items[0]!;

    const set = await sandbox.call("POST", "/Member/SetMemberToActivateOnComplete", {
      body: { emailAddress: "flow@example.fr" },
    });
    expectSuccess(set, { userSessionId: z.string() });
    const userSessionId = String(set.body.userSessionId);
    const concessions = [
      { code: item.code, memberLevelId: item.memberLevelId, cost: 0, quantity: 1, isLoyaltyMembershipActivation: true },
    ];
    const add = await sandbox.call("POST", "/Member/AddMembership/1042", {
      body: { userSessionId, cinemaId: "1042", emailAddress: "flow@example.fr", mobile: "+33611223344", concessions },
    });
    expectSuccess(add, { userSessionId: z.literal(userSessionId) });
    const customer = { FirstName: "Jeanne", LastName: "Moreau", Email: "flow@example.fr" };
    const complete = await sandbox.call("POST", "/Member/CompletePayment/", {
      body: { userSessionId, amount: 0, isNewMember: true, customer },
    });
    expectSuccess(complete, { orderId: z.string().min(1), userSessionId: z.literal(userSessionId) });
    const again = await sandbox.call("POST", "/Member/CompletePayment/", { body: { userSessionId, amount: 0 } });
    expect(again.body.orderId).toBe(complete.body.orderId);

    const loggedIn = await login("flow@example.fr");
    expect(loggedIn.status).toBe(200);
    expect((loggedIn.body.memberDetails as { memberLevelName: string }).memberLevelName).toBe("Club Aurore");
  });

  it("answers 404 for an unknown cinema (membership list, add membership)", async () => {
    expectFailure(await sandbox.call("GET", "/Member/GetMembershipList/9999"), 3, 404);
    expectFailure(await sandbox.call("POST", "/Member/AddMembership/9999", { body: {} }), 3, 404);
  });

  it("SetMemberToActivateOnComplete answers 30 for an unknown email and 76 for an active member", async () => {
    const set = (emailAddress: string) =>
      sandbox.call("POST", "/Member/SetMemberToActivateOnComplete", { body: { emailAddress } });
    expectFailure(await set("ghost@example.fr"), PeachCode.MEMBER_NOT_FOUND, 404);
    expectFailure(await set("marie.dupont@example.fr"), PeachCode.ALREADY_ACTIVE, 409);
    expectFailure(await set("hugo.petit@example.fr"), PeachCode.BLOCKED, 403);
  });

  it("AddMembership answers 85 for a wrong item, 404 for an unknown userSessionId, 400 for bad input", async () => {
    await create(newMember("add@example.fr"));
    const set = await sandbox.call("POST", "/Member/SetMemberToActivateOnComplete", { body: { emailAddress: "add@example.fr" } });
    const base = { userSessionId: set.body.userSessionId, cinemaId: "1042", emailAddress: "add@example.fr" };
    const concession = { code: "ADH-CLUB", memberLevelId: 1, cost: 0, quantity: 1, isLoyaltyMembershipActivation: true };
    const add = (body: object) => sandbox.call("POST", "/Member/AddMembership/1042", { body });
    expectFailure(await add({ ...base, concessions: [{ ...concession, code: "NOPE" }] }), PeachCode.INVALID_ACTIVATION_INFO, 400);
    expectFailure(
      await add({ ...base, concessions: [{ ...concession, memberLevelId: 2 }] }),
      PeachCode.INVALID_ACTIVATION_INFO,
      400,
    );
    expectFailure(await add({ ...base, userSessionId: "unknown", concessions: [concession] }), 3, 404);
    expectFailure(await add({ ...base, concessions: [] }), 1, 400);
    expectFailure(await add({ ...base, cinemaId: "1043", concessions: [concession] }), 1, 400);
  });

  it("CompletePayment answers 404 for an unknown userSessionId, 400 for an empty order or a non-zero amount", async () => {
    const start = await sandbox.call("POST", "/Member/StartRegistration", { body: { emailAddress: "marie.dupont@example.fr" } });
    const complete = (body: object) => sandbox.call("POST", "/Member/CompletePayment/", { body });
    expectFailure(await complete({ userSessionId: "unknown", amount: 0 }), 3, 404);
    expectFailure(await complete({ userSessionId: start.body.userSessionId, amount: 0 }), 1, 400);
    expectFailure(await complete({ userSessionId: start.body.userSessionId }), 1, 400);
  });
});

describe("POST /Member/v3/SendMemberActivationCode", () => {
  const send = (body: object) => sandbox.call("POST", "/Member/v3/SendMemberActivationCode", { body });

  it("mails an activation link to a member not activated; the link activates the account", async () => {
    expectSuccess(
      await send({ emailAddress: "lea.bernard@example.fr", phoneNumber: "06 12 34 56 72", cardNumber: "7712000000000003" }),
    );
    const outbox = await sandbox.call("GET", "/sandbox/outbox?to=lea.bernard%40example.fr");
    const mail = z
      .object({
        messages: z.array(z.object({ kind: z.literal("activation-code"), data: z.object({ link: z.string() }) })).min(1),
      })
      .parse(outbox.body);
    const link = new URL(mail.messages[0]!.data.link);
    const page = await sandbox.call("GET", `${link.pathname}${link.search}`);
    expect(page.text).toContain("Compte activé");
    expect((await login("lea.bernard@example.fr")).status).toBe(200);
    expectFailure(await sandbox.call("GET", `${link.pathname}${link.search}`), 1, 400);
  });

  it("answers 29 for an e-mail of no member, 85 for a card or phone that does not match, 76 for an active member", async () => {
    expectFailure(await send({ emailAddress: "ghost@example.fr" }), PeachCode.EMAIL_NOT_ASSOCIATED, 404);
    expectFailure(
      await send({ emailAddress: "ghost@example.fr", phoneNumber: "0699999999", cardNumber: "7712000000000001" }),
      PeachCode.EMAIL_NOT_ASSOCIATED,
      404,
    );
    expectFailure(
      await send({ emailAddress: "jeanne@example.fr", phoneNumber: "0699999999" }),
      PeachCode.INVALID_ACTIVATION_INFO,
      400,
    );
    expectFailure(
      await send({ emailAddress: "jeanne@example.fr", cardNumber: "7712000000000001" }),
      PeachCode.INVALID_ACTIVATION_INFO,
      400,
    );
    expectFailure(await send({ emailAddress: "marie.dupont@example.fr" }), PeachCode.ALREADY_ACTIVE, 409);
    expectFailure(await send({}), 1, 400);
  });
});
