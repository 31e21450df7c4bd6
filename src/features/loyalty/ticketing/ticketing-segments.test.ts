import { describe, expect, it } from "vitest";
import { paths } from "../../../config/paths";
import { handoffPathFor, TICKETING_SEGMENTS } from "./ticketing-segments";

const ORIGIN = "https://www.cinema-aurore.fr";
const at = (path: string) => new URL(path, ORIGIN);

describe("ticketing segments", () => {
  it("has a hand-off page for each segment of SPEC §2", () => {
    expect(TICKETING_SEGMENTS.map((segment) => paths.handoff(segment))).toEqual([
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

  it.each([
    ["/api/startticketing/redirect?theaterCode=1042&perfCode=9", "/startticketing/?theaterCode=1042&perfCode=9"],
    ["/api/launch/ticketing/redirect", "/launch/ticketing/"],
    ["/api/refund/redirect?requestData=x", "/refund/?requestData=x"],
    ["/api/startconcessions/redirect/", "/startconcessions/"],
  ])("sends a redirect-endpoint link %s through the hand-off page", (href, expected) => {
    expect(handoffPathFor(at(href), ORIGIN)).toBe(expected);
  });

  it.each([
    ["/films/"],
    ["/api/loyalty"],
    ["/api/giftcards/redirect"],
    ["/xapi/startticketing/redirect"],
    ["https://evil.example/api/startticketing/redirect"],
  ])("leaves %s alone", (href) => {
    expect(handoffPathFor(at(href), ORIGIN)).toBeNull();
  });
});
