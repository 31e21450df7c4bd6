// @vitest-environment jsdom
// Modules of its own (vitest.config.mts): it renders and hydrates whole pages with a server style sheet, which left
// styled-components' state unfit for the files run after it in a shared window.
import type { PageProps } from "gatsby";
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { act, type ReactElement } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { ServerStyleSheet } from "styled-components";
import { waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { RootWrapper } from "../test/render";
import { GlobalStyle } from "../components/global-style";
import { markFirstPageHydrating, markPageHydrated } from "../components/use-hydrated";
import { filmPageJsonLd } from "../content/film-json-ld";
import { loadContent } from "../content/load-content";
import { headScriptData } from "../features/films/programme/head-script-data";
import { siteIntl } from "../i18n/site-intl";
import { HEAD_SCRIPT_DATA_ID, stopHeadScript } from "../lib/programme/head-script-handle";
import { homeProgramme } from "../lib/programme/home-programme";
import { listingLaterWeeks } from "../lib/programme/inline-later-weeks";
import { packProgramme } from "../lib/programme/packed-programme";
import { PAST_ATTRIBUTE } from "../lib/programme/programme-attributes";
import { splitProgramme } from "../lib/programme/programme-film";
import { jsonInScript } from "../lib/json-in-script";
import { preRenderHtml } from "../test/pre-render";
import FilmListingPage, { type FilmListingContext } from "./film-listing-page";
import FilmPage, { type FilmPageContext } from "./film-page";
import HomePage, { type HomeContext } from "./home-page";

// The operator's daily build did not run: pages built on Wednesday 25 November 2026 at 10:00 (Paris) are
// served on Thursday at 13:00. The demo programme is relative to the build's play week (content/films/).
const BUILD = new Date("2026-11-25T09:00:00Z");
const NEXT_DAY = new Date("2026-11-26T12:00:00Z");
const TIME_ZONE = "Europe/Paris";

const { films } = loadContent(resolve(__dirname, "../../content"), BUILD);
const { carried, laterWeeks, laterFilms } = splitProgramme(films, BUILD, TIME_ZONE);
const buildTime = BUILD.toISOString();
const pageProps = <C,>(pageContext: C, pathname: string, search = "") =>
  ({ pageContext, location: { pathname, search } }) as unknown as PageProps<object, C>;

const listingContext: FilmListingContext = {
  programme: packProgramme(carried),
  laterWeeks: listingLaterWeeks(laterWeeks, laterFilms, BUILD, TIME_ZONE),
  buildTime,
};
const listing = (search = "") => <FilmListingPage {...pageProps(listingContext, "/films/", search)} />;
/** The film with the most showtimes on the day after the build, before and after 13:00. */
const film = films
  .filter((candidate) =>
    candidate.showtimes.some((s) => Date.parse(s.start) < NEXT_DAY.getTime() && Date.parse(s.start) > BUILD.getTime()),
  )
  .sort((a, b) => b.showtimes.length - a.showtimes.length)[0]!;
const filmContext: FilmPageContext = { film, buildTime, jsonLd: filmPageJsonLd(film, BUILD) };
const filmPage = () => <FilmPage {...pageProps(filmContext, `/films/${film.id}-${film.slug}/`)} />;

/**
 * The head script as the build bundles it (src/server/security/head-script.ts), bundled in a Node.js process of its
 * own: esbuild refuses to run beside jsdom's globals. And its data block, as every page carries it.
 */
const HEAD_SCRIPT = execFileSync(
  process.execPath,
  [
    "--import",
    "tsx",
    "--eval",
    'import("./src/server/security/head-script.ts").then((m) => process.stdout.write((m.headScript ?? m.default.headScript)()))',
  ],
  { encoding: "utf8" },
);
const dataBlock = (built: Date) =>
  `<script type="application/json" id="${HEAD_SCRIPT_DATA_ID}">${jsonInScript(headScriptData(siteIntl, built))}</script>`;
/** The head script run as the browser runs it, once per page: the previous page's goes with its page. */
function runHeadScript() {
  stopHeadScript();
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's own inline script, run as the browser would
  new Function(HEAD_SCRIPT)();
}

/**
 * The page as the build writes it, parsed at `address`: the head's data block and the server's styles, the server's
 * HTML, then (unless said otherwise) the head script, run on the parsed page as the browser does before its first frame.
 */
async function servePage(page: ReactElement, { address = "/", built = BUILD, withHeadScript = true } = {}) {
  window.history.replaceState(null, "", address);
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
    // Added to the head, not written over it: other files of this environment keep their styles (styled-components'
    // sheet lives in the head for the whole run).
    document.head.insertAdjacentHTML("beforeend", `<template data-built-head></template>`);
    for (const element of headElementsOf(dataBlock(built) + sheet.getStyleTags())) document.head.append(element);
    document.body.innerHTML = `<div id="___gatsby">${html}</div>`;
  } finally {
    sheet.seal();
  }
  if (withHeadScript) runHeadScript();
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
const chips = (root: ParentNode) => [...root.querySelectorAll('nav[aria-label="Choisir un jour"] li')];
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, " ").trim();

/**
 * What a visitor sees of the listing's programme: the days drawn with their headings and counts, the showtimes drawn,
 * the day chips drawn with their names, and where the film and booking links lead.
 */
const programmeSeen = (root: HTMLElement) => ({
  days: [...root.querySelectorAll("section[data-day]")]
    .filter(drawn)
    .map((day) => [day.getAttribute("data-day"), text(day.querySelector("h2")), text(day.querySelector("[data-day-count]"))]),
  showtimes: showtimeLinks(root)
    .filter(drawn)
    .map((link) => link.getAttribute("data-perf-code")),
  chips: chips(root).filter(drawn).map(text),
  links: [...root.querySelectorAll<HTMLAnchorElement>('[data-static-region] a[href^="/"]')].map((link) =>
    link.getAttribute("href"),
  ),
});

// hydrateRoot inside act(): React runs the effects (useNow's visitor clock) before act returns.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Unmounted after each test: React's scheduled work must not outlive the test's document.
beforeAll(() => vi.resetModules());

let hydrated: Root | undefined;

afterEach(() => {
  if (hydrated) act(() => hydrated!.unmount());
  hydrated = undefined;
  stopHeadScript();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, "", "/");
  for (const element of document.head.querySelectorAll("[data-built-head], [data-built-head] ~ *")) element.remove();
  document.body.innerHTML = "";
});

/** The elements of a head's HTML, to be appended to the document's head. */
function headElementsOf(html: string): Element[] {
  const template = document.createElement("template");
  template.innerHTML = html;
  return [...template.content.children];
}

/**
 * Hydrates the page as the browser bundle does (static parts keep the server's HTML, src/components/islands), waits
 * for its islands, then for the listing's to take the programme over (its day chosen). Returns React's errors.
 */
async function hydrate(root: HTMLElement, page: ReactElement) {
  const recoverable = vi.fn();
  const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
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
  for (const island of root.querySelectorAll<HTMLElement>("[data-island]"))
    await waitFor(() => expect(island.dataset.islandState).toBe("hydrated"), { timeout: 10_000 });
  if (chips(root).length > 0)
    await waitFor(() => expect(root.querySelector('[aria-current="date"]')).not.toBeNull(), { timeout: 10_000 });
  // Development builds of React name the attributes the server did not write (a warning: the head script's marks;
  // production ones do not compare attributes at hydration). The server's stream and the client share this process's
  // React contexts: the development build warns of "multiple renderers", which a browser never sees. No other.
  const attributeWarning = "A tree hydrated but some attributes of the server rendered HTML didn't match the client properties";
  const messages = errors.mock.calls
    .map(([message]) => String(message).split(".")[0] ?? "")
    .filter((message) => !message.startsWith("Detected multiple renderers") && message !== attributeWarning);
  return { recoverable, messages };
}

// The listing renders the demo's fortnight (a second or two here, more while other suites run).
describe("the head script on a page built the day before", { timeout: 60_000 }, () => {
  it.each([
    ["the listing", "/films/", listing],
    ["a film page", "/films/x/", filmPage],
  ])("hides, before the first paint, %s's showtimes already past and keeps those to come", async (_, address, page) => {
    vi.useFakeTimers({ toFake: ["Date"], now: NEXT_DAY });
    const root = await servePage(page(), { address });
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

  it("hides the listing's day that is over, with its chip, shows today alone and counts what is left of it", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: NEXT_DAY });
    const root = await servePage(listing(), { address: "/films/" });
    const [yesterday, today] = [...root.querySelectorAll("section[data-day]")];
    expect(yesterday).toHaveAttribute("data-day", "2026-11-25");
    expect(drawn(yesterday!)).toBe(false);
    expect(drawn(root.querySelector('a[href="#jour-2026-11-25"]')!)).toBe(false);
    expect(drawn(root.querySelector('a[href="#jour-2026-11-26"]')!)).toBe(true);
    expect([...root.querySelectorAll("section[data-day]")].filter(drawn)).toEqual([today]);
    for (const row of today!.querySelectorAll("li[data-showtimes]")) {
      expect(drawn(row), row.textContent).toBe(showtimeLinks(row).some(drawn));
    }
    const left = showtimeLinks(today!).filter(drawn);
    const filmsLeft = [...today!.querySelectorAll("li[data-film]")].filter(drawn);
    expect(text(today!.querySelector("[data-day-count]"))).toBe(
      `${filmsLeft.length} film${filmsLeft.length > 1 ? "s" : ""}, ${left.length} séance${left.length > 1 ? "s" : ""}`,
    );
    expect(left.length).toBeLessThan(showtimeLinks(today!).length);
  });

  it("names the days by the visitor's date from the first paint: today is « Aujourd’hui », never « Demain »", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: NEXT_DAY });
    const root = await servePage(listing(), { address: "/films/" });
    expect(chips(root).filter(drawn).slice(0, 3).map(text)).toEqual(["Aujourd’hui", "Demain", "sam. 28 nov."]);
    const headings = [...root.querySelectorAll("section[data-day] h2")].slice(1, 4).map(text);
    expect(headings).toEqual(["Aujourd’hui, jeudi 26 novembre", "Demain, vendredi 27 novembre", "samedi 28 novembre"]);
    expect(root.textContent).not.toContain("Demain, jeudi 26 novembre");

    const filmRoot = await servePage(filmPage(), { address: "/films/x/" });
    const days = [...filmRoot.querySelectorAll('[role="radiogroup"] label')].filter(drawn).map(text);
    expect(days[0]).toBe("Aujourd’hui");
    expect(filmRoot.querySelector('[role="radiogroup"]')!.textContent).not.toMatch(/Demain.*Demain/);
  });

  it("names the home page's day by the visitor's date: « Demain » for the build is « Aujourd’hui » a day later", async () => {
    // Built at 23:30 on Wednesday, once the day's showtimes were over: the home page shows Thursday's.
    const evening = new Date("2026-11-25T22:30:00Z");
    const { films: eveningFilms } = loadContent(resolve(__dirname, "../../content"), evening);
    const home = homeProgramme(splitProgramme(eveningFilms, evening, TIME_ZONE).carried, evening, TIME_ZONE);
    const context: HomeContext = {
      programme: packProgramme(home.films),
      lastDay: home.lastDay,
      buildTime: evening.toISOString(),
    };
    const page = <HomePage {...pageProps(context, "/")} />;
    vi.useFakeTimers({ toFake: ["Date"], now: evening.getTime() + 60_000 });
    expect(text((await servePage(page, { built: evening })).querySelector("#aujourd-hui"))).toBe(
      "Demain, jeudi 26 novembre au Cinéma L’Aurore",
    );
    vi.setSystemTime(NEXT_DAY);
    expect(text((await servePage(page, { built: evening })).querySelector("#aujourd-hui"))).toBe(
      "Aujourd’hui au Cinéma L’Aurore",
    );
  });

  it("shows a film page's first day with showtimes left in place of the day over (its choice hidden too)", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: NEXT_DAY });
    const root = await servePage(filmPage(), { address: "/films/x/" });
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

  /** A day-old listing reached from a campaign, as the head script alone shows it before the first paint. */
  const campaignAddress = "/films/?utm_source=lettre&utm_campaign=nov&autre=1";
  const campaignListing = () => listing(campaignAddress.slice("/films/".length));
  async function seenByTheHeadScript() {
    const seen = programmeSeen(await servePage(campaignListing(), { address: campaignAddress }));
    expect(seen.days).toHaveLength(1);
    expect(seen.chips[0]).toBe("Aujourd’hui");
    return seen;
  }

  it("and the listing's island, each alone on the same pre-rendered HTML, show the same", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: NEXT_DAY });
    const byHeadScript = await seenByTheHeadScript();
    stopHeadScript();
    const root = await servePage(campaignListing(), { address: campaignAddress, withHeadScript: false });
    const { recoverable, messages } = await hydrate(root, campaignListing());
    expect(recoverable).not.toHaveBeenCalled();
    expect(messages).toEqual([]);
    expect(programmeSeen(root)).toEqual(byHeadScript);
  });

  it("and the listing's island after it show the same; the island stops it once it has taken over", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: NEXT_DAY });
    const byHeadScript = await seenByTheHeadScript();
    const root = await servePage(campaignListing(), { address: campaignAddress });
    expect("___headScript" in window).toBe(true);
    const { recoverable, messages } = await hydrate(root, campaignListing());
    // The chips' names, which the build wrote for its own date, renamed by the head script: hydrated without a mismatch.
    expect(recoverable).not.toHaveBeenCalled();
    expect(messages).toEqual([]);
    expect(programmeSeen(root)).toEqual(byHeadScript);
    // Hydrated is not yet taken over: the island stops the head script in an effect once it has read the clock.
    await waitFor(() => expect("___headScript" in window).toBe(false), { timeout: 10_000 });
  });

  it("lets a film page hydrate without error on showtime days it keeps as the head script left them", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: NEXT_DAY });
    const root = await servePage(filmPage(), { address: "/films/x/" });
    const named = () => [...root.querySelectorAll('[role="radiogroup"] label')].filter(drawn).map(text);
    const before = { names: named(), past: root.querySelectorAll(`[${PAST_ATTRIBUTE}]`).length };
    expect(before.past).toBeGreaterThan(0);
    // The server's text of a showtime, changed: React neither compares nor writes the days it keeps.
    const link = showtimeLinks(root).filter(drawn)[0]!;
    link.querySelector("time")!.textContent = "changed";
    markFirstPageHydrating(); // as the browser bundle does (src/app/hydrate-in-slices.ts)
    onTestFinished(markPageHydrated); // as onInitialClientRender does: what renders next is not the first hydration
    const { recoverable, messages } = await hydrate(root, filmPage());
    expect(recoverable).not.toHaveBeenCalled();
    expect(messages).toEqual([]);
    // Each booking link shown gets « Ajouter à mon agenda » beside it, those of another day once it is chosen; the day
    // over stays hidden, the names as they were.
    const name = /^Ajouter à mon agenda/;
    const besideShown = () =>
      showtimeLinks(root)
        .filter(drawn)
        .map((shown) => shown.closest("li"));
    const buttons = await within(root).findAllByRole("button", { name, hidden: true }, { timeout: 10_000 });
    expect(buttons.map((button) => button.closest("li"))).toEqual(besideShown());
    const panels = [...root.querySelectorAll("[data-day-panel]")];
    // The chosen day's name is brought into view (jsdom has no scrollIntoView: a spy stands in).
    const scrolled = vi.fn<(this: Element) => void>();
    Element.prototype.scrollIntoView = scrolled;
    onTestFinished(() => void delete (Element.prototype as Partial<Element>).scrollIntoView);
    const third = root.querySelector<HTMLInputElement>(`[aria-controls="${panels[2]!.id}"]`)!;
    await act(async () => third.click());
    expect(scrolled.mock.contexts).toContain(third.closest("label"));
    // jsdom recomputes styles on a change of attribute, not of checkedness: the choice is told again once it has.
    root.setAttribute("data-chosen", "third");
    await act(async () => third.dispatchEvent(new Event("change", { bubbles: true })));
    await waitFor(() =>
      expect(
        within(panels[2] as HTMLElement)
          .getAllByRole("button", { name })
          .map((b) => b.closest("li")),
      ).toEqual(besideShown()),
    );
    expect(root.querySelectorAll(`[${PAST_ATTRIBUTE}]`)).toHaveLength(before.past);
    expect(named()).toEqual(before.names);
    expect(link.querySelector("time")).toHaveTextContent("changed");
  });
});

describe("the head script on a fresh page", { timeout: 30_000 }, () => {
  it.each([
    ["the listing", "/films/", listing],
    ["a film page", "/films/x/", filmPage],
  ])("leaves %s as built", async (_, address, page) => {
    vi.useFakeTimers({ toFake: ["Date"], now: BUILD.getTime() + 60_000 });
    const built = await preRenderHtml(
      <RootWrapper>
        <GlobalStyle />
        {page()}
      </RootWrapper>,
    );
    const root = await servePage(page(), { address });
    expect(root.querySelectorAll(`[${PAST_ATTRIBUTE}]`)).toHaveLength(0);
    expect(showtimeLinks(root).length).toBeGreaterThan(0);
    const names = (html: ParentNode) => [...html.querySelectorAll("[data-day-name]")].map(text);
    const parsed = document.createElement("div");
    parsed.innerHTML = built;
    expect(names(root)).toEqual(names(parsed));
  });
});

describe("the head script while the page is parsed", () => {
  const pastStart = new Date(NEXT_DAY.getTime() - 3_600_000).toISOString();
  const laterStart = new Date(NEXT_DAY.getTime() + 3_600_000).toISOString();
  const showtime = (perfCode: string, start: string) =>
    `<li><a data-perf-code="${perfCode}" href="#"><time datetime="${start}">x</time></a></li>`;

  it("marks before each frame what the parser has given so far: a day over with its chip, before the day is parsed", () => {
    vi.useFakeTimers({ toFake: ["Date", "requestAnimationFrame"], now: NEXT_DAY });
    let parsing = true;
    vi.spyOn(document, "readyState", "get").mockImplementation(() => (parsing ? "loading" : "complete"));
    runHeadScript();
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
    runHeadScript();
    return (html: string, { last = false } = {}) => {
      document.body.insertAdjacentHTML("beforeend", html);
      parsing = !last;
      vi.advanceTimersToNextFrame();
    };
  }

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
      stopHeadScript();
      const parse = loadAt(address);
      parse(day("2026-11-25", pastStart) + day("2026-11-26", laterStart));
      parse(day("2026-11-27", laterStart), { last: true });
      expect(shownDays(), address).toEqual(["2026-11-26"]);
    }
  });

  it("shows a day chip's day (#jour-…), followed before the page took over; no longer once it has", () => {
    const parse = loadAt("/films/#jour-2026-11-27");
    parse(day("2026-11-26", laterStart) + day("2026-11-27", laterStart) + day("2026-11-28", laterStart), { last: true });
    expect(shownDays()).toEqual(["2026-11-27"]);
    window.history.replaceState(null, "", "/films/#jour-2026-11-28");
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(shownDays()).toEqual(["2026-11-28"]);
    stopHeadScript();
    window.history.replaceState(null, "", "/films/#jour-2026-11-26");
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(shownDays()).toEqual(["2026-11-28"]);
  });

  it("leaves alone a programme that shows its days together (the home page's: no day choice)", () => {
    const parse = loadAt("/");
    parse(
      `<section data-day="2026-11-26" data-showtimes="${laterStart}"></section><section data-day="2026-11-27" data-showtimes="${laterStart}"></section>`,
      { last: true },
    );
    expect(shownDays()).toEqual(["2026-11-26", "2026-11-27"]);
  });
});

describe("the head script on a page reached from a campaign (SPEC §2)", { timeout: 30_000 }, () => {
  const address = "/films/?utm_source=lettre&utm_campaign=nov&autre=1";
  /** The film and booking links of the programme and the page (the header's aside: a slice, not rendered here). */
  const filmAndBookingLinks = (root: ParentNode) =>
    [...root.querySelectorAll<HTMLAnchorElement>('main a[href^="/films/"], a[href^="/api/"], [data-static-region] a[href^="/"]')]
      .map((link) => link.getAttribute("href")!)
      .filter((href) => !href.startsWith("/films/?jour=") || href.includes("utm_"));

  it("gives every film and booking link the page's utm_ parameters and nothing else, before the page runs", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: BUILD.getTime() + 60_000 });
    const root = await servePage(listing(address.slice(7)), { address });
    const hrefs = filmAndBookingLinks(root);
    expect(hrefs.length).toBeGreaterThan(100);
    const wrong = hrefs.filter((href) => !href.includes("utm_source=lettre&utm_campaign=nov") || href.includes("autre"));
    expect(wrong).toEqual([]);
  });
});
