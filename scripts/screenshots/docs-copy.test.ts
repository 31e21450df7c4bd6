import { describe, expect, it } from "vitest";
import { docsCopies, docsHeight, shrinkArgs } from "./docs-copy";
import { noFindings, type PageFindings } from "./findings";
import type { PageType } from "./page-types";
import type { Shot } from "./shots";

const TYPES: PageType[] = [
  { key: "listing", docsName: "programme", path: "/films/", roles: ["visitor", "member"] },
  { key: "card", docsName: "account-card", path: "/mon-compte/carte/", roles: ["member"] },
];

const shot = (engine: Shot["engine"], width: number, role: Shot["role"], page: string, shotted = true): PageFindings => ({
  ...noFindings({ engine, width, role, page }, ""),
  ...(shotted ? { file: `shots/${engine}-${width}-${role}-${page}.png` } : {}),
});

describe("docsCopies", () => {
  it("copies Chromium's visitor shot of a public page and the member's of a member page, by docs name and width", () => {
    const copies = docsCopies(
      [
        shot("chromium", 320, "visitor", "listing"),
        shot("chromium", 320, "member", "listing"),
        shot("firefox", 500, "visitor", "listing"),
        shot("chromium", 1280, "member", "card"),
        shot("chromium", 320, "member", "card", false),
      ],
      TYPES,
    );
    expect(copies).toEqual([
      { from: "shots/chromium-320-visitor-listing.png", to: "docs/screenshots/programme-320.png", width: 320 },
      { from: "shots/chromium-1280-member-card.png", to: "docs/screenshots/account-card-1280.png", width: 1280 },
    ]);
  });
});

describe("shrinkArgs", () => {
  it("keeps the top of the page, a phone's two screens or a desktop's one, in 256 colours", () => {
    expect(docsHeight(320)).toBe(1280);
    expect(docsHeight(1280)).toBe(800);
    const args = shrinkArgs({ from: "a.png", to: "docs/screenshots/home-320.png", width: 320 });
    expect(args[0]).toBe("a.png");
    expect(args).toEqual(expect.arrayContaining(["-crop", "320x1280+0+0", "-colors", "256"]));
    expect(args.at(-1)).toBe("PNG8:docs/screenshots/home-320.png");
  });
});
