import { describe, expect, it } from "vitest";
import { PHONE_WIDTH } from "../../tests/engines/support/engine";
import type { PageType } from "./page-types";
import { shotName, visitsOf, windowWidth } from "./shots";

describe("shots", () => {
  it("names a shot by engine, width, role and page type", () => {
    expect(shotName({ engine: "webkit", width: 447, role: "member", page: "card" })).toBe("webkit-447-member-card");
  });

  it("asks Firefox and WebKit for their phone minimum below it, Chromium for the width itself", () => {
    expect(windowWidth("chromium", 320)).toBe(320);
    expect(windowWidth("firefox", 320)).toBe(PHONE_WIDTH.firefox);
    expect(windowWidth("webkit", 320)).toBe(PHONE_WIDTH.webkit);
    expect(windowWidth("webkit", 1280)).toBe(1280);
  });

  it("visits, for a role, the page types it opens among those asked, in the table's order", () => {
    const types: PageType[] = [
      { key: "home", path: "/", roles: ["visitor", "member"] },
      { key: "login", path: "/connexion/", roles: ["visitor"] },
      { key: "card", path: "/mon-compte/carte/", roles: ["member"] },
    ];
    expect(visitsOf("visitor", types, ["card", "login", "home"]).map((type) => type.key)).toEqual(["home", "login"]);
    expect(visitsOf("member", types, ["card", "login", "home"]).map((type) => type.key)).toEqual(["home", "card"]);
    expect(visitsOf("member", types, ["login"])).toEqual([]);
  });
});
