import { describe, expect, it } from "vitest";
import { handoffPagePath, TICKETING_SEGMENTS } from "./ticketing-segments";

describe("ticketing segments", () => {
  it("has a hand-off page for each segment of SPEC §2", () => {
    expect(TICKETING_SEGMENTS.map(handoffPagePath)).toEqual([
      "/startticketing/",
      "/ticketing/",
      "/launch/ticketing/",
      "/startconcessions/",
      "/giftcards/",
      "/physicalgiftcards/",
      "/giftmembership/",
      "/vouchers/",
      "/refund/",
      "/startseasonpass/",
      "/loyaltycredit/",
      "/payreservation/",
      "/loyalty/upgrade/",
      "/concessions/landing/",
    ]);
  });
});
