import { describe, expect, it } from "vitest";
import { loadServerConfig } from "../config";
import { handleTicketingRedirect } from "./handle-ticketing-redirect";
import { redirectTargets, type RedirectTargetName } from "./redirect-table";

const config = loadServerConfig({}, "http://localhost:4010/ticketing");
const TICKETING_ORIGIN = "http://localhost:4010";

const redirect = (target: RedirectTargetName, query: string, method = "GET") =>
  handleTicketingRedirect(target, { method, url: `/api/x/redirect?${query}` }, config);

const location = (target: RedirectTargetName, query: string) => new URL(redirect(target, query).headers.location!);

const HOSTILE = [
  "https://evil.example",
  "//evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "%2F%2Fevil.example",
  "https:evil.example",
  "javascript:alert(1)",
  "\r\nLocation: https://evil.example",
];
const NAMES = ["requestData", "email", "token", "theaterCode", "perfCode", "return", "url", "redirect", "next"];

describe("ticketing redirects", () => {
  it.each([
    ["refund", "/ticketing/refund"],
    ["startticketing", "/ticketing/startticketing"],
    ["launchTicketing", "/ticketing/launch/ticketing"],
    ["startconcessions", "/ticketing/startconcessions"],
  ] as const)("%s answers 302 to %s, no-store", (target, path) => {
    const response = redirect(target, "email=marie%40example.fr&token=abc.DEF-1&resetCode=123&uid=9");
    expect(response.status).toBe(302);
    expect(response.headers["cache-control"]).toBe("no-store");
    const url = new URL(response.headers.location!);
    expect(url.origin + url.pathname).toBe(`${TICKETING_ORIGIN}${path}`);
    expect([...url.searchParams.keys()]).toEqual(["email", "token"]);
    expect(url.searchParams.get("email")).toBe("marie@example.fr");
  });

  it("sends startticketing with digit codes to the booking page", () => {
    const url = location("startticketing", "theaterCode=1042&perfCode=778899&token=t0k&return=//evil.example");
    expect(url.href).toBe(`${TICKETING_ORIGIN}/ticketing/websales/sales/1042/book?perfcode=778899&token=t0k`);
  });

  it("keeps non-digit codes as query values on /startticketing", () => {
    const url = location("startticketing", "theaterCode=AB-1&perfCode=778899");
    expect(url.pathname).toBe("/ticketing/startticketing");
    expect(url.search).toBe("?theaterCode=AB-1&perfCode=778899");
  });

  it("drops over-long, repeated and misshapen values", () => {
    const long = "a".repeat(3000);
    const url = location("refund", `requestData=${long}&token=a&token=b&email=not-an-email`);
    expect(url.search).toBe("");
  });

  it.each(Object.keys(redirectTargets) as RedirectTargetName[])(
    "%s never leaves the ticketing origin, whatever the parameters",
    (target) => {
      for (const value of HOSTILE) {
        for (const encoded of [encodeURIComponent(value), value]) {
          const query = NAMES.map((name) => `${name}=${encoded}`).join("&");
          const url = location(target, query);
          expect(url.origin).toBe(TICKETING_ORIGIN);
          expect(url.pathname.startsWith("/ticketing/")).toBe(true);
          expect(url.searchParams.has("return") || url.searchParams.has("url") || url.searchParams.has("redirect")).toBe(false);
        }
      }
    },
  );

  it("answers other methods with 405 JSON", () => {
    const response = redirect("refund", "", "POST");
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD");
    expect(JSON.parse(String(response.body)).error.code).toBe("METHOD_NOT_ALLOWED");
    expect(redirect("refund", "", "HEAD").status).toBe(302);
  });

  it.each(["javascript:alert(1)", "https://other-tickets.example/ticketing"])(
    "answers 500 CONFIG_INVALID when TICKETING_URL is %s (invalid, or not the build's)",
    (value) => {
      const broken = loadServerConfig({ TICKETING_URL: value }, "http://localhost:4010/ticketing");
      const response = handleTicketingRedirect("refund", { method: "GET", url: "/" }, broken);
      expect(response.status).toBe(500);
      expect(JSON.parse(String(response.body)).error.code).toBe("CONFIG_INVALID");
    },
  );
});
