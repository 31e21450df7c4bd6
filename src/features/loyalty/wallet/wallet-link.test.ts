import { describe, expect, it, vi } from "vitest";
import { trustedWalletLink, UntrustedWalletLinkError, walletSaveLink } from "./wallet-link";

describe("walletSaveLink: only https links of pay.google.com are followed", () => {
  it.each([
    [
      "https://pay.google.com/gp/v/save/eyJhbGciOiJub25lIn0.eyJpc3MiOiJ4In0.",
      "https://pay.google.com/gp/v/save/eyJhbGciOiJub25lIn0.eyJpc3MiOiJ4In0.",
    ],
    ["  https://pay.google.com/gp/v/save/abc\n", "https://pay.google.com/gp/v/save/abc"],
    ["https://pay.google.com/gp/v/save/abc?x=1#y", "https://pay.google.com/gp/v/save/abc?x=1#y"],
  ])("accepts %j", (answer, link) => {
    expect(walletSaveLink(answer)).toBe(link);
  });

  it.each([
    ["javascript:alert(document.cookie)"],
    ["JavaScript:alert(1)//https://pay.google.com/"],
    ["data:text/html,<script>alert(1)</script>"],
    ["http://pay.google.com/gp/v/save/abc"],
    ["https://evil.example/gp/v/save/abc"],
    ["https://pay.google.com.evil.example/gp/v/save/abc"],
    ["https://pay.google.com@evil.example/gp/v/save/abc"],
    ["https://user:pass@pay.google.com/gp/v/save/abc"],
    ["https://pay.google.com:8443/gp/v/save/abc"],
    ["https://pay.google.co/gp/v/save/abc"],
    ["https://wallet.google.com/gp/v/save/abc"],
    ["//pay.google.com/gp/v/save/abc"],
    ["/gp/v/save/abc"],
    ["https://pay.google.com\\@evil.example/"],
    ["https://pay.google.com/gp/v/save/a b"],
    ["https://pay.google.com/\nhttps://evil.example/"],
    ['{"peachCode":3,"statusCode":404,"clientErrorMessage":"Unknown card."}'],
    [""],
  ])("refuses %j", (answer) => {
    expect(walletSaveLink(answer)).toBeNull();
  });
});

describe("trustedWalletLink", () => {
  it("throws an UntrustedWalletLinkError for a hostile answer, logging no part of it", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(() => trustedWalletLink("javascript:alert(1)")).toThrow(UntrustedWalletLinkError);
    expect(JSON.stringify(warn.mock.calls)).not.toContain("alert");
    warn.mockRestore();
  });

  it("answers the link of a good answer", () => {
    expect(trustedWalletLink("https://pay.google.com/gp/v/save/t")).toBe("https://pay.google.com/gp/v/save/t");
  });
});
