import { describe, expect, it } from "vitest";
import { loginPathKeepingQuery } from "./login-path";

const origin = "https://www.cinema-aurore.fr";

describe("loginPathKeepingQuery", () => {
  it("keeps the hand-off's query and returns to the hand-off", () => {
    const login = loginPathKeepingQuery("/startticketing/", "?theaterCode=1042&perfCode=9", origin);
    const url = new URL(login!, "https://www.cinema-aurore.fr");
    expect(url.pathname).toBe("/connexion/");
    expect(url.searchParams.get("theaterCode")).toBe("1042");
    expect(url.searchParams.get("perfCode")).toBe("9");
    expect(url.searchParams.get("return")).toBe("/startticketing/?theaterCode=1042&perfCode=9");
  });

  it("replaces a return parameter of the hand-off", () => {
    const url = new URL(loginPathKeepingQuery("/vouchers/", "?return=%2F%2Fevil.example", origin)!, origin);
    expect(url.searchParams.getAll("return")).toEqual(["/vouchers/?return=%2F%2Fevil.example"]);
  });

  it("leaves out a return that safeReturnPath refuses", () => {
    const url = new URL(loginPathKeepingQuery("/..//evil.example/vouchers/", "?theaterCode=1", origin)!, origin);
    expect(url.pathname).toBe("/connexion/");
    expect(url.searchParams.get("theaterCode")).toBe("1");
    expect(url.searchParams.has("return")).toBe(false);
  });

  it("does nothing on the login page itself", () => {
    expect(loginPathKeepingQuery("/connexion/", "?theaterCode=1", origin)).toBeNull();
  });
});
