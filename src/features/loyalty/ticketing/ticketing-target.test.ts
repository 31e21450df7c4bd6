import { describe, expect, it } from "vitest";
import { ticketingRequest } from "../core/api/member-api";
import { ticketingTarget } from "./ticketing-target";

const BASE = "http://127.0.0.1:4010/ticketing";

describe("ticketingTarget", () => {
  it("leads a showing to its booking page when both codes are digits", () => {
    expect(ticketingTarget(BASE, "startticketing", "?theaterCode=1042&perfCode=58213").href).toBe(
      "http://127.0.0.1:4010/ticketing/websales/sales/1042/book?perfcode=58213",
    );
  });

  it("keeps requestData and email on the booking page and ignores a trailing slash of the base", () => {
    const target = ticketingTarget(`${BASE}/`, "startticketing", "?theaterCode=1042&perfCode=7&email=a%40b.fr&requestData=xyz");
    expect(target.pathname).toBe("/ticketing/websales/sales/1042/book");
    expect(Object.fromEntries(target.searchParams)).toEqual({ perfcode: "7", email: "a@b.fr", requestData: "xyz" });
  });

  it.each([
    ["?theaterCode=1042", "/ticketing/startticketing", { theaterCode: "1042" }],
    ["?theaterCode=ABC&perfCode=12", "/ticketing/startticketing", { theaterCode: "ABC", perfCode: "12" }],
    ["?perfCode=1&perfCode=2&theaterCode=1042", "/ticketing/startticketing", { theaterCode: "1042" }],
  ])("otherwise goes to the segment's page (%s)", (search, pathname, query) => {
    const target = ticketingTarget(BASE, "startticketing", search);
    expect(target.pathname).toBe(pathname);
    expect(Object.fromEntries(target.searchParams)).toEqual(query);
  });

  it("uses the segment path for the other segments, even with codes", () => {
    expect(ticketingTarget(BASE, "loyalty/upgrade", "?theaterCode=1042&perfCode=7").href).toBe(
      "http://127.0.0.1:4010/ticketing/loyalty/upgrade?theaterCode=1042&perfCode=7",
    );
  });

  it("never carries a token, a return path, an unknown name or a badly shaped value", () => {
    const search = "?token=abc&return=%2F%2Fevil.example&url=https%3A%2F%2Fevil.example&email=not-an-email&theaterCode=%2F..%2F";
    expect(ticketingTarget(BASE, "giftcards", search).href).toBe("http://127.0.0.1:4010/ticketing/giftcards");
  });
});

describe("ticketingRequest", () => {
  const target = new URL(`${BASE}/websales/sales/1042/book?perfcode=7`);

  it("version 1 appends the token as a query parameter", () => {
    expect(ticketingRequest(1, target, "tok-1")).toEqual({
      method: "GET",
      url: "http://127.0.0.1:4010/ticketing/websales/sales/1042/book?perfcode=7&token=tok-1",
    });
  });

  it("version 3 posts the token in a form field, the URL unchanged", () => {
    expect(ticketingRequest(3, target, "tok-3")).toEqual({ method: "POST", url: target.href, fields: { token: "tok-3" } });
  });
});
