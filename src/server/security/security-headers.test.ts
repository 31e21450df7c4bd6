import { describe, expect, it } from "vitest";
import { createHeadersMatcher } from "gatsby/dist/utils/adapter/create-headers";
import { buildContentSecurityPolicy, contentSecurityPolicy } from "./content-security-policy";
import { INLINE_SCRIPT_SOURCES } from "./script-hashes";
import { securityHeaderRules } from "./security-headers";

const settings = {
  ticketingUrl: "https://billetterie.example/ticketing",
  allowedEmbeddingDomains: [] as string[],
  recaptchaSiteKey: null,
  handoffPaths: ["/ticketing/", "/launch/ticketing/"],
  preview: { prefix: "/cms-preview", origins: ["https://cms.example"] },
};

const directives = (policy: string) =>
  new Map(policy.split("; ").map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1)]));

describe("the Content-Security-Policy", () => {
  it("allows the site's own scripts and the boot script only, no inline styles beyond style-src", () => {
    const csp = directives(contentSecurityPolicy(settings));
    expect(csp.get("script-src")).toEqual(["'self'", ...INLINE_SCRIPT_SOURCES]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'self'"]);
    expect(csp.get("form-action")).toEqual(["'self'", "https://billetterie.example"]);
    expect(contentSecurityPolicy(settings)).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|\*/);
  });

  it("lets a feature add its origins; 'none' gives way", () => {
    const csp = directives(contentSecurityPolicy({ ...settings, recaptchaSiteKey: "key" }));
    expect(csp.get("script-src")).toContain("https://www.google.com/recaptcha/");
    expect(csp.get("frame-src")).toEqual(["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"]);
    expect(buildContentSecurityPolicy([{ "frame-src": ["'none'"] }, { "frame-src": ["'none'"] }])).toBe("frame-src 'none'");
  });

  it("frames the site only where allowedEmbeddingDomains says, and refuses values that are not hosts", () => {
    const csp = directives(
      contentSecurityPolicy({ ...settings, allowedEmbeddingDomains: ["partner.example", "https://*.cine.example"] }),
    );
    expect(csp.get("frame-ancestors")).toEqual(["'self'", "partner.example", "https://*.cine.example"]);
    expect(() => contentSecurityPolicy({ ...settings, allowedEmbeddingDomains: ["x.example; script-src *"] })).toThrow(
      /not a host/,
    );
  });
});

describe("the header rules", () => {
  const headersFor = (pathname: string, rules = securityHeaderRules(settings)) =>
    Object.fromEntries(
      createHeadersMatcher(rules, "")
        .call(null, pathname, [])
        .map(({ key, value }) => [key, value]),
    );

  it("give every path the site's headers as a Gatsby host matches them", () => {
    const headers = headersFor("/films/42-dune/");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["X-Frame-Options"]).toBe("SAMEORIGIN");
    expect(headers["Permissions-Policy"]).toContain("camera=()");
    expect(headers["Content-Security-Policy"]).toContain("frame-ancestors 'self'");
  });

  it("send no referrer from the hand-off pages", () => {
    expect(headersFor("/launch/ticketing/")["Referrer-Policy"]).toBe("no-referrer");
    expect(headersFor("/ticketing/")["Content-Security-Policy"]).toContain("script-src 'self'");
  });

  it("let only the content-management app frame preview pages, never indexed", () => {
    const headers = headersFor("/cms-preview/films/");
    expect(directives(headers["Content-Security-Policy"]!).get("frame-ancestors")).toEqual(["'self'", "https://cms.example"]);
    expect(headers["X-Robots-Tag"]).toBe("noindex");
    expect(headers["Cross-Origin-Opener-Policy"]).toBe("unsafe-none");
    expect(headersFor("/films/")["Content-Security-Policy"]).not.toContain("cms.example");
  });

  it("leave preview pages to frame-ancestors: no SAMEORIGIN there, which would refuse the app's frame", () => {
    for (const path of ["/cms-preview/", "/cms-preview/films/42-dune/"])
      expect(headersFor(path)["X-Frame-Options"]).toBe("ALLOWALL");
    for (const path of ["/", "/films/42-dune/", "/cms-previews/", "/page-qui-n-existe-pas/"])
      expect(headersFor(path)["X-Frame-Options"]).toBe("SAMEORIGIN");
  });

  it("drop X-Frame-Options when other sites may frame the site (it cannot name them)", () => {
    const rules = securityHeaderRules({ ...settings, allowedEmbeddingDomains: ["partner.example"] });
    expect(headersFor("/", rules)["X-Frame-Options"]).toBeUndefined();
    expect(headersFor("/cms-preview/", rules)["X-Frame-Options"]).toBeUndefined();
  });
});
