import type { PageProps } from "gatsby";
import { resolve } from "node:path";
import { act, type ReactElement } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { ServerStyleSheet } from "styled-components";
import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RootWrapper } from "../test/render";
import { preRenderHtml } from "../test/pre-render";
import { GlobalStyle } from "../components/global-style";
import { loadContent } from "../content/load-content";
import { packProgramme } from "../lib/programme/packed-programme";
import { splitProgramme } from "../lib/programme/programme-film";
import { PAST_ATTRIBUTE, PAST_SHOWTIMES_SCRIPT } from "../lib/past-showtimes";
import FilmListingPage, { type FilmListingContext } from "./film-listing-page";
import FilmPage, { type FilmPageContext } from "./film-page";

// The operator's daily build did not run: pages built on Wednesday 25 November 2026 at 10:00 (Paris) are
// served on Thursday at 13:00. The demo programme is relative to the build's play week (content/films/).
const BUILD = new Date("2026-11-25T09:00:00Z");
const NEXT_DAY = new Date("2026-11-26T12:00:00Z");
const TIME_ZONE = "Europe/Paris";

const { films } = loadContent(resolve(__dirname, "../../content"), BUILD);
const { carried, laterWeeks } = splitProgramme(films, BUILD, TIME_ZONE);
const buildTime = BUILD.toISOString();
const pageProps = <C,>(pageContext: C, pathname: string) =>
  ({ pageContext, location: { pathname, search: "" } }) as unknown as PageProps<object, C>;

const listing = (
  <FilmListingPage {...pageProps<FilmListingContext>({ programme: packProgramme(carried), laterWeeks, buildTime }, "/films/")} />
);
/** The film with the most showtimes on the day after the build, before and after 13:00. */
const film = films
  .filter((candidate) =>
    candidate.showtimes.some((s) => Date.parse(s.start) < NEXT_DAY.getTime() && Date.parse(s.start) > BUILD.getTime()),
  )
  .sort((a, b) => b.showtimes.length - a.showtimes.length)[0]!;
const filmPage = <FilmPage {...pageProps<FilmPageContext>({ film, buildTime }, `/films/${film.id}-${film.slug}/`)} />;

/** The page as the build writes it, parsed: the server's HTML and styles, then the head's past-showtimes script. */
async function servePage(page: ReactElement): Promise<HTMLElement> {
  const sheet = new ServerStyleSheet();
  try {
    const html = await preRenderHtml(
      sheet.collectStyles(
        <RootWrapper>
          <GlobalStyle />
          {page}
        </RootWrapper>,
      ),
    );
    document.head.innerHTML = sheet.getStyleTags();
    document.body.innerHTML = `<div id="___gatsby">${html}</div>`;
  } finally {
    sheet.seal();
  }
  // Run on a parsed page, it marks at once (the browser, before the first frame drawn once the page is parsed).
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's own inline script, run as the browser would
  new Function(PAST_SHOWTIMES_SCRIPT)();
  return document.getElementById("___gatsby")!;
}

const startOf = (link: Element) => Date.parse(link.querySelector("time")!.getAttribute("datetime")!);
const showtimeLinks = (root: ParentNode) => [...root.querySelectorAll("a[data-perf-code]")];
/** jsdom's cascade ignores `!important` (the last matching rule wins): the rules hiding that way, applied here. */
const hiddenImportantly = (element: Element) =>
  [...document.styleSheets].some((sheet) =>
    [...sheet.cssRules].some(
      (rule) =>
        rule instanceof CSSStyleRule &&
        rule.style.getPropertyValue("display") === "none" &&
        rule.style.getPropertyPriority("display") === "important" &&
        element.matches(rule.selectorText),
    ),
  );
/** Whether the element is drawn: neither it nor an ancestor is `display: none` (the global style and `hidden`). */
const drawn = (element: Element) => {
  for (let e: Element | null = element; e; e = e.parentElement)
    if (getComputedStyle(e).display === "none" || hiddenImportantly(e)) return false;
  return true;
};

// hydrateRoot inside act(): React runs the effects (useNow's visitor clock) before act returns.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Unmounted after each test: React's scheduled work must not outlive the test's document.
let hydrated: Root | undefined;

afterEach(() => {
  if (hydrated) act(() => hydrated!.unmount());
  hydrated = undefined;
  vi.useRealTimers();
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

// The listing renders the demo's fortnight (a second or two here, more while other suites run).
describe("the past-showtimes script on a page built the day before", { timeout: 30_000 }, () => {
  it.each([
    ["the listing", listing],
    ["a film page", filmPage],
  ])("hides, before the first paint, %s's showtimes already past and keeps those to come", async (_, page) => {
    vi.useFakeTimers({ toFake: ["Date"], now: NEXT_DAY });
    const root = await servePage(page);
    const links = showtimeLinks(root);
    const past = links.filter((link) => startOf(link) < NEXT_DAY.getTime());
    const toCome = links.filter((link) => startOf(link) >= NEXT_DAY.getTime());
    expect(past.length).toBeGreaterThan(0);
    expect(toCome.length).toBeGreaterThan(0);
    expect(past.filter(drawn)).toEqual([]);
    expect(past.every((link) => link.closest("li")?.hasAttribute(PAST_ATTRIBUTE))).toBe(true);
    expect(toCome.some(drawn)).toBe(true);
    expect(toCome.filter((link) => link.closest(`[${PAST_ATTRIBUTE}]`))).toEqual([]);
  });

  it("hides the listing's day that is over, with its heading and its day chip, and the films left without a showtime", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: NEXT_DAY });
    const root = await servePage(listing);
    const [yesterday, today] = [...root.querySelectorAll("section[data-day]")];
    expect(yesterday).toHaveAttribute("data-day", "2026-11-25");
    expect(drawn(yesterday!)).toBe(false);
    expect(drawn(root.querySelector('a[href="#jour-2026-11-25"]')!)).toBe(false);
    expect(drawn(root.querySelector('a[href="#jour-2026-11-26"]')!)).toBe(true);
    expect(drawn(today!)).toBe(true);
    // The day the listing's islands will choose is the only one laid out from the first frame.
    expect([...root.querySelectorAll("section[data-day]")].filter(drawn)).toEqual([today]);
    for (const row of today!.querySelectorAll("li[data-showtimes]")) {
      expect(drawn(row), row.textContent).toBe(showtimeLinks(row).some(drawn));
    }
  });

  it("shows a film page's first day with showtimes left in place of the day over (its choice hidden too)", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: NEXT_DAY });
    const root = await servePage(filmPage);
    const panels = [...root.querySelectorAll("[data-day-panel]")];
    const shown = panels.filter(drawn);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toBe(panels[1]);
    expect(showtimeLinks(shown[0]!).filter(drawn).length).toBeGreaterThan(0);
    const choice = root.querySelector<HTMLInputElement>(`[aria-controls="${panels[0]!.id}"]`)!;
    expect(drawn(choice)).toBe(false);
    expect(drawn(root.querySelector(`label[for="${choice.id}"]`)!)).toBe(false);
    // Another day chosen before hydration shows that day alone.
    const third = root.querySelector<HTMLInputElement>(`[aria-controls="${panels[2]!.id}"]`)!;
    third.click();
    // jsdom recomputes styles on a change of attribute, not of checkedness.
    root.setAttribute("data-chosen", third.value);
    expect(panels.filter(drawn)).toEqual([panels[2]]);
  });

  it.each([
    ["the listing", listing],
    ["a film page", filmPage],
  ])("lets %s hydrate on those elements without error; the past showtimes stay hidden or go", async (name, page) => {
    vi.useFakeTimers({ toFake: ["Date"], now: NEXT_DAY });
    const root = await servePage(page);
    const heading = root.querySelector("h1")!;
    // What the first paint shows: the first day with showtimes to come.
    const firstDay = [...root.querySelectorAll("section[data-day], [data-day-panel]")].find(drawn)!;
    const shown = showtimeLinks(firstDay).filter(drawn);
    expect(shown.length).toBeGreaterThan(0);
    const recoverable = vi.fn();
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    // As in the browser bundle: the static parts keep the server's HTML (src/components/islands).
    vi.stubGlobal("__STATIC_HTML__", true);
    await act(async () => {
      hydrated = hydrateRoot(
        root,
        <RootWrapper>
          <GlobalStyle />
          {page}
        </RootWrapper>,
        { onRecoverableError: recoverable },
      );
    });
    // The listing's island hydrates in its own root once the browser is idle (island.tsx).
    for (const island of root.querySelectorAll<HTMLElement>("[data-island]"))
      await waitFor(() => expect(island.dataset.islandState).toBe("hydrated"), { timeout: 10_000 });
    // Hydrated, not rendered again in the browser (React's way out of a mismatch).
    expect(recoverable).not.toHaveBeenCalled();
    // Development builds of React name the attribute the server did not write (a warning, under `gatsby develop`
    // too; on the listing when its island hydrates after the script marked its day chips, as under load); production
    // ones do not compare attributes at hydration (only text). No other warning.
    // The server's stream and the client share this process's React contexts: the development build warns of
    // "multiple renderers", which a browser, with the server elsewhere, never sees.
    const messages = errors.mock.calls.map(([message]) => String(message).split(".")[0] ?? "");
    const attributeWarning = "A tree hydrated but some attributes of the server rendered HTML didn't match the client properties";
    const others = messages.filter(
      (message) => !message.startsWith("Detected multiple renderers") && message !== attributeWarning,
    );
    expect(others).toEqual([]);
    errors.mockRestore();
    expect(heading.isConnected).toBe(true);
    vi.unstubAllGlobals();
    // Both keep the server's showtime links to come.
    expect(shown.filter((link) => !link.isConnected)).toEqual([]);
    const past = showtimeLinks(root).filter((link) => startOf(link) < NEXT_DAY.getTime());
    if (name === "a film page") {
      // React renders the film page again with the visitor's clock: the past showtimes are gone.
      expect(root.querySelectorAll(`[${PAST_ATTRIBUTE}]`)).toHaveLength(0);
      expect(past).toEqual([]);
    } else {
      // The listing's programme is static: the past showtimes stay in the HTML, marked and hidden (its clock
      // marks those past since, programme-enhancements.tsx).
      expect(past.length).toBeGreaterThan(0);
      expect(past.filter(drawn)).toEqual([]);
    }
    // On the film page the day shown is the chosen one (CSS `:has(:checked)`, which jsdom does not recompute
    // once React has run: tests/e2e/stale-build.spec.ts sees it drawn in Chromium).
    const chosen = root.querySelector<HTMLInputElement>(".showtime-days-choice input:checked");
    const linksShown = chosen
      ? showtimeLinks(document.getElementById(chosen.getAttribute("aria-controls")!)!)
      : showtimeLinks(root).filter(drawn);
    expect(linksShown.map(startOf)).toEqual(shown.map(startOf));
  });
});

describe("the past-showtimes script on a fresh page", { timeout: 30_000 }, () => {
  it.each([
    ["the listing", listing],
    ["a film page", filmPage],
  ])("leaves %s as built", async (_, page) => {
    vi.useFakeTimers({ toFake: ["Date"], now: BUILD.getTime() + 60_000 });
    const root = await servePage(page);
    expect(root.querySelectorAll(`[${PAST_ATTRIBUTE}]`)).toHaveLength(0);
    expect(showtimeLinks(root).length).toBeGreaterThan(0);
  });
});

describe("the past-showtimes script while the page is parsed", () => {
  const pastStart = new Date(NEXT_DAY.getTime() - 3_600_000).toISOString();
  const laterStart = new Date(NEXT_DAY.getTime() + 3_600_000).toISOString();
  const showtime = (perfCode: string, start: string) =>
    `<li><a data-perf-code="${perfCode}" href="#"><time datetime="${start}">x</time></a></li>`;

  it("marks before each frame what the parser has given so far: a day over with its chip, before the day is parsed", () => {
    vi.useFakeTimers({ toFake: ["Date", "requestAnimationFrame"], now: NEXT_DAY });
    let parsing = true;
    vi.spyOn(document, "readyState", "get").mockImplementation(() => (parsing ? "loading" : "complete"));
    new Function(PAST_SHOWTIMES_SCRIPT)(); // eslint-disable-line @typescript-eslint/no-implied-eval -- as the head runs it
    // The first frame: the day chips are parsed, their days not yet.
    document.body.innerHTML = `<nav><ul><li data-showtimes="${pastStart}"><a href="#jour-1">Hier</a></li><li data-showtimes="${laterStart}"><a href="#jour-2">Aujourd’hui</a></li></ul></nav><main></main>`;
    vi.advanceTimersToNextFrame();
    const [over, toCome] = document.querySelectorAll("nav li");
    expect(over).toHaveAttribute(PAST_ATTRIBUTE);
    expect(toCome).not.toHaveAttribute(PAST_ATTRIBUTE);
    // The next frame: the day over, still being parsed, and its first showtime.
    document.querySelector("main")!.innerHTML =
      `<section id="jour-1" data-showtimes="${pastStart}"><ul>${showtime("1", pastStart)}</ul>`;
    vi.advanceTimersToNextFrame();
    expect(document.getElementById("jour-1")).toHaveAttribute(PAST_ATTRIBUTE);
    expect(document.querySelector('[data-perf-code="1"]')).toHaveAttribute(PAST_ATTRIBUTE);
    // The parse is over: the day to come stays, with its showtime; no frame is asked for after that.
    document
      .querySelector("main")!
      .insertAdjacentHTML(
        "beforeend",
        `<section id="jour-2" data-showtimes="${laterStart}"><ul>${showtime("2", laterStart)}</ul></section>`,
      );
    parsing = false;
    vi.advanceTimersToNextFrame();
    expect(document.getElementById("jour-2")).not.toHaveAttribute(PAST_ATTRIBUTE);
    expect(document.querySelector('[data-perf-code="2"]')).not.toHaveAttribute(PAST_ATTRIBUTE);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("the listing's day, chosen by the head script before the first frame", () => {
  const pastStart = new Date(NEXT_DAY.getTime() - 3_600_000).toISOString();
  const laterStart = new Date(NEXT_DAY.getTime() + 3_600_000).toISOString();
  const day = (date: string, end: string) =>
    `<section id="jour-${date}" data-day="${date}" data-day-choice="" data-showtimes="${end}"><h2>${date}</h2></section>`;
  const shownDays = () =>
    [...document.querySelectorAll<HTMLElement>("section[data-day]")].filter((e) => !e.hidden).map((e) => e.dataset.day);
  let parsing = true;

  /** The head script run on a page being parsed, at an address; `parse` adds HTML, then a frame is drawn. */
  function loadAt(address: string) {
    vi.useFakeTimers({ toFake: ["Date", "requestAnimationFrame"], now: NEXT_DAY });
    window.history.replaceState(null, "", address);
    parsing = true;
    vi.spyOn(document, "readyState", "get").mockImplementation(() => (parsing ? "loading" : "complete"));
    new Function(PAST_SHOWTIMES_SCRIPT)(); // eslint-disable-line @typescript-eslint/no-implied-eval -- as the head runs it
    return (html: string, { last = false } = {}) => {
      document.body.insertAdjacentHTML("beforeend", html);
      parsing = !last;
      vi.advanceTimersToNextFrame();
    };
  }

  afterEach(() => window.history.replaceState(null, "", "/"));

  it("shows the first day with showtimes to come, from the frame that has it, and hides the others as they come", () => {
    const parse = loadAt("/films/");
    parse(day("2026-11-25", pastStart) + day("2026-11-26", laterStart));
    expect(shownDays()).toEqual(["2026-11-26"]);
    parse(day("2026-11-27", laterStart) + day("2026-11-28", laterStart), { last: true });
    expect(shownDays()).toEqual(["2026-11-26"]);
  });

  it("chooses the day when the parse ends, before any frame: the layout a browser makes then is of one day", () => {
    loadAt("/films/");
    document.body.insertAdjacentHTML(
      "beforeend",
      day("2026-11-25", pastStart) + day("2026-11-26", laterStart) + day("2026-11-27", laterStart),
    );
    parsing = false;
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(shownDays()).toEqual(["2026-11-26"]);
    expect(document.getElementById("jour-2026-11-25")).toHaveAttribute(PAST_ATTRIBUTE);
  });

  it("shows the address's day (?jour=) alone, and no day while that one is not parsed yet", () => {
    const parse = loadAt("/films/?version=vf&jour=2026-11-28");
    parse(day("2026-11-26", laterStart) + day("2026-11-27", laterStart));
    expect(shownDays()).toEqual([]);
    parse(day("2026-11-28", laterStart), { last: true });
    expect(shownDays()).toEqual(["2026-11-28"]);
  });

  it("shows the first day to come when the address's day has none (over, or not in the programme)", () => {
    for (const address of ["/films/?jour=2026-11-25", "/films/?jour=2030-01-01"]) {
      document.body.innerHTML = "";
      const parse = loadAt(address);
      parse(day("2026-11-25", pastStart) + day("2026-11-26", laterStart));
      parse(day("2026-11-27", laterStart), { last: true });
      expect(shownDays(), address).toEqual(["2026-11-26"]);
    }
  });

  it("shows a day chip's day (#jour-…), followed before the islands ran", () => {
    const parse = loadAt("/films/#jour-2026-11-27");
    parse(day("2026-11-26", laterStart) + day("2026-11-27", laterStart) + day("2026-11-28", laterStart), { last: true });
    expect(shownDays()).toEqual(["2026-11-27"]);
    window.history.replaceState(null, "", "/films/#jour-2026-11-28");
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(shownDays()).toEqual(["2026-11-28"]);
  });

  it("leaves alone a programme that shows its days together (the home page's: no day choice)", () => {
    const parse = loadAt("/");
    parse(
      `<section data-day="2026-11-26" data-showtimes="${laterStart}"></section><section data-day="2026-11-27" data-showtimes="${laterStart}"></section>`,
      {
        last: true,
      },
    );
    expect(shownDays()).toEqual(["2026-11-26", "2026-11-27"]);
  });
});
