import { describe, expect, it } from "vitest";
import { registeredDomain } from "./registered-domain";
import { resolveLink, type LinkEnvironment, type ResolvedLink } from "./resolve-link";

const env: LinkEnvironment = {
  origin: "https://www.cinema-aurore.fr",
  siteOrigin: "https://www.cinema-aurore.fr",
  currentSearch: "?utm_source=lettre&utm_medium=email&token=secret&q=x",
  currentPath: "/tarifs/",
  embeddedTicketing: {
    ticketingOrigin: "https://billets.example.com",
    bookingPath: ({ theaterCode, perfCode }) => `/api/startticketing/redirect?${new URLSearchParams({ theaterCode, perfCode })}`,
  },
};

const cases: [string, string, ResolvedLink, Partial<LinkEnvironment>?][] = [
  ["mail-shaped text", "contact@cinema-aurore.fr", { kind: "plain", href: "mailto:contact@cinema-aurore.fr" }],
  ["mailto: kept", "mailto:a@b.fr", { kind: "plain", href: "mailto:a@b.fr" }],
  ["tel: kept", "tel:+33476000000", { kind: "plain", href: "tel:+33476000000" }],
  [
    "internal link carries only utm_ parameters",
    "/films/",
    { kind: "internal", to: "/films/?utm_source=lettre&utm_medium=email" },
  ],
  [
    "the link's own utm_ value wins",
    "/films/?utm_source=affiche#top",
    { kind: "internal", to: "/films/?utm_source=affiche&utm_medium=email#top" },
  ],
  [
    "absolute URL on the site's domain is internal",
    "https://www.cinema-aurore.fr/cinema/",
    { kind: "internal", to: "/cinema/?utm_source=lettre&utm_medium=email" },
  ],
  ["relative path resolved from the page", "acces/", { kind: "internal", to: "/tarifs/acces/" }, { currentSearch: "" }],
  [
    "a ticketing path leads to its hand-off page like any page: no token (the hand-off carries it on)",
    "/ticketing/",
    { kind: "internal", to: "/ticketing/?utm_source=lettre&utm_medium=email" },
  ],
  [
    "embedded mode: booking URL becomes the internal booking route",
    "https://billets.example.com/websales/sales/1042/book?perfcode=88001",
    { kind: "server", href: "/api/startticketing/redirect?theaterCode=1042&perfCode=88001" },
    { currentSearch: "" },
  ],
  [
    "embedded mode: the booking route carries the page's utm_ parameters, with no slash added",
    "https://billets.example.com/websales/sales/1042/book?perfcode=88001",
    {
      kind: "server",
      href: "/api/startticketing/redirect?theaterCode=1042&perfCode=88001&utm_source=lettre&utm_medium=email",
    },
  ],
  [
    "a Functions route is a plain link, never a Gatsby page",
    "/api/refund/redirect",
    { kind: "server", href: "/api/refund/redirect" },
    { currentSearch: "" },
  ],
  [
    "embedded mode: a hostile perfcode is not rewritten",
    "https://billets.example.com/websales/sales/1042/book?perfcode=%22%3E%3Cscript%3E",
    { kind: "newWindow", href: "https://billets.example.com/websales/sales/1042/book?perfcode=%22%3E%3Cscript%3E" },
  ],
  [
    "not in embedded mode: the booking URL stays external",
    "https://billets.example.com/websales/sales/1042/book?perfcode=88001",
    { kind: "newWindow", href: "https://billets.example.com/websales/sales/1042/book?perfcode=88001" },
    { embeddedTicketing: null },
  ],
  ["another registered domain opens a new window", "https://www.cnc.fr/", { kind: "newWindow", href: "https://www.cnc.fr/" }],
  [
    "same registered domain, other host: same window",
    "https://billetterie.cinema-aurore.fr/",
    { kind: "plain", href: "https://billetterie.cinema-aurore.fr/" },
  ],
  ["hash on the page focuses the element", "#horaires", { kind: "hash", id: "horaires" }],
  ["hash with the current path", "/tarifs/#horaires", { kind: "hash", id: "horaires" }],
  ["hash on another page navigates", "/cinema/#acces", { kind: "internal", to: "/cinema/#acces" }, { currentSearch: "" }],
  ["logout target", "#loyalty-logout", { kind: "logout" }],
  ["logout target on a path", "/#loyalty-logout", { kind: "logout" }],
  ["modal target", "#modal-conditions", { kind: "modal", id: "conditions" }],
  ["hostile hash is inert", '#"><img src=x>', { kind: "none" }],
  ["javascript: is inert", "javascript:alert(1)", { kind: "none" }],
  ["JavaScript: with spaces and case is inert", "  JaVaScRiPt:alert(1)", { kind: "none" }],
  ["data: is inert", "data:text/html,<b>x</b>", { kind: "none" }],
  ["protocol-relative URL is another host", "//evil.example/", { kind: "newWindow", href: "https://evil.example/" }],
  ["backslash trick is inert", "/\\evil.example/", { kind: "none" }],
  ["newline trick is inert", "/fil\nms/", { kind: "none" }],
  ["empty target is inert", " ", { kind: "none" }],
];

describe("resolveLink", () => {
  it.each(cases)("%s", (_name, target, expected, overrides) => {
    expect(resolveLink(target, { ...env, ...overrides })).toEqual(expected);
  });

  it("never puts the token in the link itself", () => {
    const resolved = resolveLink("/ticketing/", env);
    expect(JSON.stringify(resolved)).not.toContain("secret");
  });
});

describe("registeredDomain", () => {
  it.each([
    ["www.cinema-aurore.fr", "cinema-aurore.fr"],
    ["a.b.cinema-aurore.fr", "cinema-aurore.fr"],
    ["www.bbc.co.uk", "bbc.co.uk"],
    ["www.service-public.gouv.fr", "service-public.gouv.fr"],
    ["localhost", "localhost"],
    ["127.0.0.1", "127.0.0.1"],
    ["EXAMPLE.com.", "example.com"],
  ])("%s → %s", (host, expected) => expect(registeredDomain(host)).toBe(expected));
});
