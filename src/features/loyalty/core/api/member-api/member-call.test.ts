import { afterEach, describe, expect, it, vi } from "vitest";
import { LoyaltyCallError, isLoyaltyUnanswered } from "../loyalty-client";
import { MalformedReplyError, parseReply } from "./member-call";
import { outcomeOf } from "./outcome";
import { cardsReply, favoriteTheatersReply, loginReply } from "./replies";

afterEach(() => {
  vi.restoreAllMocks();
});

const quiet = () => vi.spyOn(console, "warn").mockImplementation(() => {});

describe("parseReply: the edge where replies become the app's types", () => {
  it("gives a well-formed reply, unknown fields kept", () => {
    const reply = { peachCode: 0, cards: [], extra: "kept" };
    expect(parseReply("getCards", cardsReply, reply)).toEqual(reply);
  });

  it.each([
    ["not an object", "oops"],
    ["a list that is not a list", { peachCode: 0, cards: "none" }],
    [
      "a card without its number",
      { peachCode: 0, cards: [{ cardType: "PHYSICAL", isPrimary: true, status: "ACTIVE", addedAt: null }] },
    ],
    [
      "an unknown card status",
      { peachCode: 0, cards: [{ cardNumber: "1", cardType: "PHYSICAL", isPrimary: true, status: "GONE", addedAt: null }] },
    ],
  ])("turns %s into one MalformedReplyError, logged", (_, reply) => {
    const warn = quiet();
    let thrown: unknown;
    try {
      parseReply("getCards", cardsReply, reply);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(MalformedReplyError);
    // Counted as no answer: the query layer retries it, a form says the service is unavailable.
    expect(thrown).toBeInstanceOf(LoyaltyCallError);
    expect(isLoyaltyUnanswered(thrown)).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("getCards: malformed reply"));
  });

  it("names the fields that did not parse, never their values", () => {
    quiet();
    const reply = { favoriteCinemas: [{ boxofficeCinemaId: 1042, subscribeToNewsletter: "yes" }] };
    expect(() => parseReply("getFavoriteCinemas", favoriteTheatersReply, reply)).toThrow(
      "Loyalty call getFavoriteCinemas: malformed reply (favoriteCinemas.0.subscribeToNewsletter)",
    );
  });

  it("refuses a login answer without its tokens", () => {
    quiet();
    expect(() => parseReply("loginV3", loginReply, { memberDetails: {} })).toThrow(MalformedReplyError);
  });
});

describe("outcomeOf: a member form's call", () => {
  it("reads a malformed successful reply as « unavailable », a refusal by its peachCode", () => {
    quiet();
    const malformed = { kind: "answer" as const, status: 200, data: { peachCode: 0, cards: 42 } };
    expect(outcomeOf("addCard", malformed, cardsReply)).toEqual({ kind: "unavailable" });
    const refused = { kind: "answer" as const, status: 409, data: { peachCode: 1020, statusCode: 409 } };
    expect(outcomeOf("addCard", refused, cardsReply)).toEqual({
      kind: "refused",
      peachCode: 1020,
      statusCode: 409,
      clientErrorMessage: null,
    });
  });
});
