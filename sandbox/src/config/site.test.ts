import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readSiteSettings, SITE_FILE } from "./site";

/** content/site.json with a loyalty circuit id of its own and the given provider. */
function siteFile(provider: string, loyaltyCircuitId: string | null): string {
  const site = JSON.parse(readFileSync(SITE_FILE, "utf8")) as { loyalty: Record<string, unknown> };
  const file = join(mkdtempSync(join(tmpdir(), "sandbox-site-")), "site.json");
  writeFileSync(file, JSON.stringify({ ...site, loyalty: { ...site.loyalty, provider, circuitId: loyaltyCircuitId } }));
  return file;
}

describe("the sandbox reads the site with the site's own rules (SPEC §4)", () => {
  it.each([
    ["CGR", "900", "77"],
    ["BOOST_POS", "900", "900"],
    ["BOOST_POS", null, "77"],
    ["TAPOS", "900", "900"],
  ] as const)("%s with loyalty circuit %s answers for circuit %s", (provider, loyaltyCircuitId, expected) => {
    expect(readSiteSettings(siteFile(provider, loyaltyCircuitId)).circuitId).toBe(expected);
  });

  it("a provider chosen with SANDBOX_PROVIDER brings its own circuit rule", () => {
    expect(readSiteSettings(siteFile("CGR", "900"), "BOOST_POS")).toMatchObject({ provider: "BOOST_POS", circuitId: "900" });
  });

  it("takes the cinema and the provider list the site knows", () => {
    expect(readSiteSettings()).toMatchObject({ cinemaId: "1042", provider: "CGR" });
    expect(() => readSiteSettings(siteFile("UNKNOWN", null))).toThrow();
  });
});
