import { describe, expect, it } from "vitest";
import { siteIntl } from "../../../i18n/site-intl";
import { balancesToShow, formatBalance, formatExpiry } from "./format-member";

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatExpiry", () => {
  it("says there is no expiry for 0001-01-01", () => {
    expect(formatExpiry(siteIntl, "0001-01-01T00:00:00Z")).toBe("sans date d’expiration");
  });

  it("gives the calendar date in French, as stored (UTC)", () => {
    expect(formatExpiry(siteIntl, "2025-12-31T23:59:59Z")).toBe("jusqu’au 31 décembre 2025");
    expect(formatExpiry(siteIntl, "2026-06-01T00:00:00Z")).toBe("jusqu’au 1 juin 2026");
  });
});

describe("balances", () => {
  it("shows each configured type, 0 when the member has none of it", () => {
    const member = {
      balances: [
        { type: "VISITS" as const, amount: 14 },
        { type: "POINTS" as const, amount: 1250 },
      ],
    };
    expect(balancesToShow(member, ["POINTS", "CREDIT"])).toEqual([
      { type: "POINTS", amount: 1250 },
      { type: "CREDIT", amount: 0 },
    ]);
  });

  it.each([
    ["POINTS", 1250, "1 250 points"],
    ["POINTS", 1, "1 point"],
    ["VISITS", 14, "14 séances"],
    ["CREDIT", 10.9, "10,90 €"],
  ] as const)("formats %s %d as %s", (type, amount, expected) => {
    expect(nbsp(formatBalance(siteIntl, type, amount))).toBe(expected);
  });
});
