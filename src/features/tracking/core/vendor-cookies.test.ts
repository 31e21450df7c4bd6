// @vitest-environment jsdom
// @vitest-environment-options { "url": "https://www.cinema-aurore.fr/films/" }
import { afterEach, describe, expect, it } from "vitest";
import { cookieDomains, deleteCookies } from "./vendor-cookies";

const cookies = () => document.cookie.split("; ").filter(Boolean).sort();
const isGaCookie = (name: string) => name === "_ga" || name.startsWith("_ga_");

afterEach(() => deleteCookies(() => true));

describe("a vendor's cookies deleted on withdrawal", () => {
  it("on the host and on the registered parent domain, path /; the site's own cookies stay", () => {
    document.cookie = "_ga=GA1.1.1; Path=/; Domain=cinema-aurore.fr; Max-Age=3600";
    document.cookie = "_ga_AURORE=GS1.1.1; Path=/; Max-Age=3600";
    document.cookie = "token_clubcgr=abc; Path=/";
    document.cookie = "theme=dark; Path=/; Domain=www.cinema-aurore.fr";
    expect(cookies()).toEqual(["_ga=GA1.1.1", "_ga_AURORE=GS1.1.1", "theme=dark", "token_clubcgr=abc"]);

    deleteCookies(isGaCookie);
    expect(cookies()).toEqual(["theme=dark", "token_clubcgr=abc"]);
  });

  it.each([
    ["www.cinema-aurore.fr", ["www.cinema-aurore.fr", "cinema-aurore.fr"]],
    ["cinema-aurore.fr", ["cinema-aurore.fr"]],
    ["www.cinema.co.uk", ["www.cinema.co.uk", "cinema.co.uk", "co.uk"]],
    ["localhost", []],
    ["127.0.0.1", []],
  ])("%s: the domains tried are %o", (hostname, domains) => expect(cookieDomains(hostname)).toEqual(domains));
});
