import { describe, expect, it } from "vitest";
import { condensedShifts, engineSummary, failedRequests, noFindings, pageErrors, type PageFindings } from "./findings";

describe("failedRequests", () => {
  const answers = [
    { method: "GET", path: "/films/", status: 200 },
    { method: "GET", path: "/page-data/cette-page-n-existe-pas/page-data.json", status: 404 },
    { method: "HEAD", path: "/cette-page-n-existe-pas", status: 404 },
    { method: "GET", path: "/cette-page-n-existe-pas/?utm_source=x", status: 404 },
    { method: "GET", path: "/static/poster.webp", status: 404 },
    { method: "POST", path: "/api/loyalty", status: 502 },
    { method: "GET", path: "/app.js", status: null },
  ];

  it("reports every answer of 400 or more, and every request the site did not answer", () => {
    expect(failedRequests(answers, { path: "/films/" })).toEqual([
      "GET /page-data/cette-page-n-existe-pas/page-data.json → 404",
      "HEAD /cette-page-n-existe-pas → 404",
      "GET /cette-page-n-existe-pas/?utm_source=x → 404",
      "GET /static/poster.webp → 404",
      "POST /api/loyalty → 502",
      "GET /app.js → no answer",
    ]);
  });

  it("expects the 404 page's own 404s (its address with or without its slash, its page data), no other", () => {
    expect(failedRequests(answers, { path: "/cette-page-n-existe-pas/", status: 404 })).toEqual([
      "GET /static/poster.webp → 404",
      "POST /api/loyalty → 502",
      "GET /app.js → no answer",
    ]);
  });
});

describe("pageErrors", () => {
  it("keeps the probe's errors, and the driver's it did not report, each once", () => {
    expect(
      pageErrors(
        ["console.error: Échec du rafraîchissement", "failed to load: http://localhost/a.png"],
        [
          "console: Échec du rafraîchissement",
          "console: Failed to load resource: the server responded with a status of 404 (Not Found)",
          "page error: TypeError: x is undefined",
          "page error: TypeError: x is undefined",
        ],
      ),
    ).toEqual([
      "console.error: Échec du rafraîchissement",
      "failed to load: http://localhost/a.png",
      "page error: TypeError: x is undefined",
    ]);
  });
});

describe("condensedShifts", () => {
  it("gives one line per move (one amount, one frame): the first element, how many moved with it, by how much, when", () => {
    expect(
      condensedShifts([
        "footer « Séances » moved by 0,861 px at 538 ms",
        "nav « Liens rapides » moved by 0,861 px at 538 ms",
        "a « Tarifs » moved by 0,861 px at 540 ms",
        "footer « Séances » moved by 0,-12 px at 600 ms",
        "something the probe said otherwise",
      ]),
    ).toEqual([
      "footer « Séances » and 2 more moved by 0,861 px at 538 ms",
      "footer « Séances » moved by 0,-12 px at 600 ms",
      "something the probe said otherwise",
    ]);
  });
});

describe("engineSummary", () => {
  const page = (width: number, role: "visitor" | "member", key: string, found: Partial<PageFindings>): PageFindings => ({
    ...noFindings({ engine: "chromium", width, role, page: key }, `/${key}/`),
    file: `test-results/screenshots-pass/chromium-${width}-${role}-${key}.png`,
    ...found,
  });

  it("counts the pages shot and lists each finding under its kind, with the page it was found on", () => {
    const lines = engineSummary("chromium", "156.0", [
      page(320, "visitor", "home", {
        overflow: { scrollWidth: 352, innerWidth: 320, offenders: ["ul.days right edge 352 px « Aujourd’hui »"] },
      }),
      page(1280, "member", "card", { errors: ["console.error: boom"], withoutRing: ['3. link "Tarifs"', '4. button "Menu"'] }),
      page(1280, "member", "profile", { file: undefined, notReady: ["not shot: timed out"] }),
      page(320, "visitor", "login", { fallbackFonts: true }),
    ]);
    expect(lines).toEqual([
      "chromium 156.0: 3 of 4 pages shot (widths 320, 1280)",
      "  Console errors:",
      "    1280 member card (/card/): console.error: boom",
      "  Failed requests of our origin: none",
      "  Horizontal overflow:",
      "    320 visitor home (/home/): 352 px wide in 320: ul.days right edge 352 px « Aujourd’hui »",
      "  Fallback fonts kept (a font late at the first frame):",
      "    320 visitor login (/login/): the site's fonts were not there at the first frame",
      "  Layout shifts after the first paint: none",
      "  Not ready in time, or not shot:",
      "    1280 member profile (/profile/): not shot: timed out",
      "  Focus stops without a visible ring:",
      '    1280 member card (/card/): 3. link "Tarifs", 4. button "Menu"',
    ]);
  });

  it("gives a page's first two moves, and how many more", () => {
    const moves = [0, 1, 2, 3].map((n) => `footer « Séances » moved by 0,${n + 10} px at ${n + 500} ms`);
    expect(engineSummary("firefox", "153", [page(500, "member", "card", { shifts: moves })]).slice(5, 9)).toEqual([
      "  Layout shifts after the first paint:",
      "    500 member card (/card/): footer « Séances » moved by 0,10 px at 500 ms",
      "    500 member card (/card/): footer « Séances » moved by 0,11 px at 501 ms",
      "    500 member card (/card/): 2 more moves",
    ]);
    expect(engineSummary("firefox", "153", [page(500, "member", "card", { shifts: moves.slice(1) })])[8]).toBe(
      "    500 member card (/card/): 1 more move",
    );
  });

  it("leaves the focus ring out for the engines that do not walk the keyboard", () => {
    expect(engineSummary("webkit", "2.50", []).join("\n")).not.toMatch(/Focus stops/);
  });
});
