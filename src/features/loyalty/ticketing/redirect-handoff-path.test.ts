import { describe, expect, it } from "vitest";
import { handoffPathFor } from "./redirect-handoff-path";

const ORIGIN = "https://www.cinema-aurore.fr";
const at = (path: string) => new URL(path, ORIGIN);

describe("handoffPathFor", () => {
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
