import { films } from "../e2e/content";
import {
  campaignLinks,
  CARRIED,
  expectCampaign,
  FROM_A_CAMPAIGN,
  linksSeen,
  mainLinks,
  watchMainLinks,
  type LinkKind,
} from "./support/campaign-links";
import type { ProbeReport } from "./support/probe";
import { hydrated, probe, stopShiftWatch, waitForElement, waitUntil, type EnginePage, type Find } from "./support/engine";

/** What a journey gets besides the page: the site behind the probing proxy, and its network switch. */
export interface JourneyContext {
  sandboxOrigin: string;
  setOffline: (offline: boolean) => void;
  /** Saves a screenshot for reviewers, under test-results/engines/. */
  screenshot: (name: string) => Promise<void>;
}

export interface Journey {
  name: string;
  /** Where it runs: at both widths, or at the one where the part exists (the phone menu). */
  widths: "both" | "phone";
  run(page: EnginePage, context: JourneyContext): Promise<void>;
}

const DEMO_EMAIL = "marie.dupont@example.fr";
const DEMO_PASSWORD = "Cinema-2026!";

const menuButton: Find = { css: "header button[popovertarget=site-menu]" };
const dayPicker = 'nav[aria-label="Choisir un jour"] a';
const bookingLink: Find = { css: "main a", name: /^Réserver / };

/**
 * Opens a page and checks what every visitor gets: it hydrates, nothing moved on the first screen since the
 * first paint, and no error reached the console. `settled` is the last thing the page shows after hydration.
 */
export async function openClean(page: EnginePage, path: string, settled?: Find): Promise<void> {
  await visit(page, path);
  if (settled) await waitForElement(page, settled);
  // Two frames after hydration's last part: a shift would have been drawn by then.
  await page.run(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const report = await probe(page);
  if (!report) throw new Error(`${page.engine}: the page probe did not run on ${path}`);
  await stopShiftWatch(page);
  await throwOnErrors(page, report, `on ${path}`);
  if (report.shifts.length > 0) {
    const marks = `first frame ${report.marks.firstFrame} ms, hydrated ${report.marks.hydrated} ms, fonts: ${report.fontLoads.join("; ")}`;
    throw new Error(`${page.engine}: layout shift on ${path} (${marks}):\n${report.shifts.slice(0, 5).join("\n")}`);
  }
}

/** Opens a page and waits for hydration, as a visitor waits for a page before using it. */
async function visit(page: EnginePage, path: string) {
  await page.open(path);
  await hydrated(page);
}

async function throwOnErrors(page: EnginePage, report: ProbeReport | null, where: string) {
  const errors = [...(report?.errors ?? []), ...(await driverErrors(page))];
  if (errors.length > 0) throw new Error(`${page.engine}: errors ${where}:\n${errors.join("\n")}`);
}

/**
 * Firefox's message for a request its service worker was answering when the page cancelled it: the listing
 * removes the pre-rendered days once hydrated, and with them the loads of their posters.
 */
const CANCELLED_INTERCEPTION =
  /^page error: Error: Failed to load ‘(.+)’\. A ServiceWorker intercepted the request and encountered an unexpected error\.$/;

/** The driver's errors, less a cancelled interception: it counts only if an image of the page shows that address broken. */
async function driverErrors(page: EnginePage): Promise<string[]> {
  const errors: string[] = [];
  for (const error of page.driverErrors()) {
    const address = CANCELLED_INTERCEPTION.exec(error)?.[1];
    const shownBroken =
      address !== undefined &&
      (await page.run(
        (url: string) =>
          [...document.images].some((image) => image.currentSrc === url && image.complete && image.naturalWidth === 0),
        address,
      ));
    if (address === undefined || shownBroken) errors.push(error);
  }
  return errors;
}

/**
 * Throws unless the page still has its built style element and styled-components no element of its own: it writes into
 * the built one (src/app/built-styles), on the login page too, where the engine drops a rule it does not know.
 */
async function expectBuiltStylesKept(page: EnginePage, where: string) {
  const styles = await page.run(() => ({
    built: document.querySelectorAll("style[data-styled-built]").length,
    takenOver: document.querySelectorAll("style[data-styled]").length,
  }));
  if (styles.built !== 1 || styles.takenOver !== 0)
    throw new Error(`${page.engine}: styled-components took the built styles over ${where}: ${JSON.stringify(styles)}`);
}

/** Throws unless the page's console stayed clean since the last check. */
const expectNoErrors = async (page: EnginePage, where: string) => throwOnErrors(page, await probe(page), where);

/**
 * The films of the listing with a showtime at least 15 minutes ahead, in its order: a journey through a film page
 * needs a booking link that stays (the first film linked may have just one showtime, begun as the journey runs:
 * CI failed so at 22:30 Paris time).
 */
export const filmsWithShowtimeAhead = (page: EnginePage) =>
  page.run(
    (aheadMs: number) => [
      ...new Set(
        [...document.querySelectorAll("main a[data-perf-code]")]
          .filter((link) => Date.parse(link.querySelector("time")?.getAttribute("datetime") ?? "") > Date.now() + aheadMs)
          .map((link) => link.closest("article")?.querySelector("h3 a")?.getAttribute("href") ?? "")
          .filter((href) => /^\/films\/\d+-[^/]+\/$/.test(href)),
      ),
    ],
    15 * 60_000,
  );

/** The film pages the page's main content links to, in order, each once. */
const linkedFilmPaths = (page: EnginePage) =>
  page.run(() => [
    ...new Set(
      [...document.querySelectorAll<HTMLAnchorElement>("main a[href^='/films/']")]
        .map((a) => a.getAttribute("href")!)
        .filter((href) => /^\/films\/\d+-[^/]+\/$/.test(href)),
    ),
  ]);

const POSTER = "main picture img";

export const posterDecoded = (page: EnginePage, what: string) =>
  waitUntil(
    page,
    what,
    (css: string) => {
      const poster = document.querySelector<HTMLImageElement>(css);
      return poster !== null && poster.complete && poster.naturalWidth > 0;
    },
    [POSTER],
  );

/** Waits until the film's « Mes films » toggle says `pressed` and is no longer busy. */
const favoriteToggleIs = (page: EnginePage, pressed: string) =>
  waitUntil(
    page,
    `the film's toggle at aria-pressed=${pressed}`,
    (want: string) => {
      const toggle = document.querySelector("main button[aria-pressed]");
      return toggle?.getAttribute("aria-pressed") === want && toggle.getAttribute("aria-busy") !== "true";
    },
    [pressed],
  );

/** On phones the navigation, search and member entry are behind « Menu ». */
async function openMenuIfPhone(page: EnginePage) {
  if (!(await page.exists(menuButton))) return;
  const open = await page.run(() => document.querySelector("#site-menu")?.matches(":popover-open") === true);
  if (!open) await page.click(menuButton);
  await waitUntil(page, "the menu open", () => document.querySelector("#site-menu")?.matches(":popover-open") === true, []);
}

const waitForUrl = (page: EnginePage, pattern: RegExp) =>
  waitUntil(page, `an address matching ${pattern}`, (source: string) => new RegExp(source).test(location.href), [pattern.source]);

/** The film titles of the page's static part (the programme React never renders). */
const STATIC_FILM_TITLES = "main [data-static-region] h3 a";

/** The film page of the first title a visitor sees there. */
const firstFilmShown = (page: EnginePage) =>
  page.run((css: string) => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>(css)) {
      const box = link.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) return new URL(link.href).pathname;
    }
    return null;
  }, STATIC_FILM_TITLES);

/** From now on the page counts each time the menu starts to close (`beforetoggle`), in `window.__menuCloses`. */
const countMenuCloses = (page: EnginePage) =>
  page.run(() => {
    const counted = window as unknown as { __menuCloses: number };
    counted.__menuCloses = 0;
    document.addEventListener(
      "beforetoggle",
      (event) => {
        if ((event.target as Element).id === "site-menu" && event.newState === "closed") counted.__menuCloses += 1;
      },
      true,
    );
  });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Marie, the demo member, logs in through the login page, which brings her to `returnTo`. */
export async function logIn(page: EnginePage, returnTo: string) {
  await openClean(page, `/connexion/?return=${encodeURIComponent(returnTo)}`);
  await expectBuiltStylesKept(page, "on the login page");
  await page.type({ css: "main input", name: /^Adresse e-mail/ }, DEMO_EMAIL);
  await page.type({ css: "main input", name: /^Mot de passe/ }, DEMO_PASSWORD);
  await page.click({ css: "main button", name: /^Se connecter$/ });
  await waitForUrl(page, new RegExp(`${escapeRegExp(returnTo)}$`));
}

export const journeys: Journey[] = [
  {
    name: "home page: programme and booking links",
    widths: "both",
    run: async (page, { screenshot }) => {
      await openClean(page, "/", bookingLink);
      await screenshot("home");
    },
  },
  {
    name: "listing: day picker, filters, later weeks",
    widths: "both",
    run: async (page, { screenshot }) => {
      await openClean(page, "/films/", { css: "main summary", name: /^Filtrer les séances/ });
      await expectBuiltStylesKept(page, "on the listing");
      const second = await page.run((css: string) => document.querySelectorAll(css)[1]?.getAttribute("href") ?? null, dayPicker);
      if (!second) throw new Error("the day picker has no second day");
      await page.click({ css: `${dayPicker}[href="${second}"]` });
      await waitForUrl(page, /[?&]jour=\d{4}-\d{2}-\d{2}/);
      await waitUntil(
        page,
        "the chosen day marked current",
        (css: string) => document.querySelectorAll(css)[1]?.getAttribute("aria-current") !== null,
        [dayPicker],
      );

      await page.click({ css: "main summary", name: /^Filtrer les séances/ });
      await page.click({ css: "main input[type=radio]", name: /^VOST/ });
      await waitForElement(page, { css: "main summary", name: /1 filtre actif/ });
      await page.click({ css: "main input[type=radio]", name: /^Toutes$/ });
      await waitUntil(
        page,
        "no filter left",
        () => !/filtre actif/.test(document.querySelector("main summary")?.textContent ?? ""),
        [],
      );

      // The demo's later weeks are in the page (« Prochainement » is always one of them): no button to press.
      await waitUntil(
        page,
        "the later films shown",
        () => document.querySelectorAll('main [data-bucket="NEXT_PLAYWEEK_UNDETERMINED"] li').length > 0,
        [],
      );
      await expectNoErrors(page, "on the listing");
      await screenshot("listing");
    },
  },
  {
    name: "film page: poster decoded, a showtime followed to the ticketing site",
    widths: "both",
    run: async (page, { sandboxOrigin, screenshot }) => {
      await visit(page, "/films/");
      const [filmPath] = await filmsWithShowtimeAhead(page);
      if (!filmPath) throw new Error("no film of the listing with a showtime ahead");
      await openClean(page, filmPath, bookingLink);
      await posterDecoded(page, "the poster decoded");
      await screenshot("film");
      await page.click(bookingLink);
      await waitForUrl(page, new RegExp(`^${sandboxOrigin.replace(/[.]/g, "\\.")}/ticketing`));
    },
  },
  {
    name: "phone menu tapped as soon as the page is interactive: opens, focus inside, stays open while the islands take over, Escape closes",
    widths: "phone",
    run: async (page) => {
      for (const path of ["/films/", "/"]) {
        await page.open(path);
        // Interactive: React has hydrated the page, the menu's own code with it; the islands come later, one inside.
        await waitUntil(page, "the page hydrated", () => document.documentElement.hasAttribute("data-hydrated"), []);
        await countMenuCloses(page);
        await page.click(menuButton);
        await waitUntil(
          page,
          "focus in the open menu",
          () => document.getElementById("site-menu")?.contains(document.activeElement),
          [],
        );
        // The race closed it 30–750 ms after the tap, as the islands took over: once the page says every one has,
        // and two frames later, it must be open with the focus inside, and never have closed in between.
        await hydrated(page);
        await page.run(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const later = await page.run(() => {
          const panel = document.getElementById("site-menu");
          return {
            open: panel?.matches(":popover-open") ?? false,
            focusInside: panel?.contains(document.activeElement) ?? false,
            closes: (window as unknown as { __menuCloses?: number }).__menuCloses ?? "the page was left",
          };
        });
        if (!later.open || !later.focusInside || later.closes !== 0) {
          throw new Error(`${page.engine}: the menu closed by itself on ${path}: ${JSON.stringify(later)}`);
        }
        await page.press("Escape");
        await waitUntil(
          page,
          "the menu closed, focus back on « Menu »",
          () => {
            const button = document.querySelector("header button[popovertarget=site-menu]");
            const open = document.getElementById("site-menu")?.matches(":popover-open");
            return open === false && document.activeElement === button;
          },
          [],
        );
        await expectNoErrors(page, `on ${path}`);
      }
    },
  },
  {
    name: "campaign: every film, programme and booking link of /films/ and / carries the page's utm_ parameters from the first frame, once hydrated and followed",
    widths: "both",
    run: async (page) => {
      // The fewest links at any hour (campaign-links.spec.ts): the home page's day is today's showtimes still to come.
      for (const [path, least] of [
        ["/films/", 100],
        ["/", 3],
      ] as const) {
        const where = `${page.engine}: ${path}${FROM_A_CAMPAIGN}`;
        await page.open(`${path}${FROM_A_CAMPAIGN}`);
        const address = await page.url();
        await waitUntil(
          page,
          "the probe's first frame",
          () => (window as unknown as { __probe?: { marks: { firstFrame?: number } } }).__probe?.marks.firstFrame !== undefined,
          [],
        );
        const report = await probe(page);
        if (!report) throw new Error(`${where}: the page probe did not run`);
        const marks = `first frame ${report.marks.firstFrame} ms, hydrated ${report.marks.hydrated ?? "not yet"}`;
        expectCampaign(report.firstFrameLinks, address, least, ["film", "booking"], `${where} at the first frame (${marks})`);
        expectCampaign(await mainLinks(page), address, least, ["film", "booking"], `${where} as soon as the driver has it`);
        await watchMainLinks(page);

        await hydrated(page);
        // The listing's day chips become the island's links to each day (`?jour=…`) once it has read the address.
        await waitUntil(
          page,
          "the day chips leading to their days",
          (css: string) => [...document.querySelectorAll(css)].every((chip) => !chip.getAttribute("href")?.startsWith("#")),
          [dayPicker],
        );
        const all: LinkKind[] = ["film", "programme", "booking"];
        expectCampaign(await mainLinks(page), address, least, all, `${where} hydrated, its islands too`);
        const wrongMeanwhile = campaignLinks(await linksSeen(page), address).wrong;
        if (wrongMeanwhile.length > 0) {
          throw new Error(
            `${where}: links led without exactly ${CARRIED} for a moment as it hydrated: ${wrongMeanwhile.slice(0, 5).join(", ")}`,
          );
        }

        const film = await firstFilmShown(page);
        if (!film) throw new Error(`${where}: no film title shown in the programme`);
        await page.click({ css: `${STATIC_FILM_TITLES}[href^="${film}"]` });
        await waitUntil(page, `the film page ${film}`, (wanted: string) => location.pathname === wanted, [film]);
        const search = await page.run(() => location.search);
        if (search !== CARRIED) throw new Error(`${where}: its film ${film} reached with « ${search} », not ${CARRIED}`);
        await hydrated(page);
        await expectNoErrors(page, `on ${film} from ${path}`);
      }
    },
  },
  {
    name: "header search: a title typed, its film page reached",
    widths: "both",
    run: async (page) => {
      await openClean(page, "/cinema/");
      await openMenuIfPhone(page);
      const search: Find = { css: "header input[role=combobox]" };
      const film = films[0]!;
      await page.type(search, film.title.slice(0, 6));
      const option: Find = {
        css: "header [role=option]",
        name: new RegExp(`^${escapeRegExp(film.title)}`),
      };
      await waitForElement(page, option);
      await page.click(option);
      await waitForUrl(page, new RegExp(`${film.path}$`));
      await hydrated(page);
      await expectNoErrors(page, "after the search");
    },
  },
  {
    name: "member: log in, « Ma carte » with its code, history, « Mes films » add and remove, log out",
    widths: "both",
    run: async (page, { screenshot }) => {
      await logIn(page, "/mon-compte/carte/");
      await waitUntil(
        page,
        "the card's QR code drawn",
        () => {
          const code = [...document.querySelectorAll("main img, main canvas, main svg")].find((el) =>
            /^Code QR de votre carte/.test(el.getAttribute("aria-label") ?? el.getAttribute("alt") ?? ""),
          );
          return code !== undefined && (!(code instanceof HTMLImageElement) || (code.complete && code.naturalWidth > 0));
        },
        [],
      );
      await screenshot("card");

      await openClean(page, "/mon-compte/historique/");
      await waitUntil(
        page,
        "the points history",
        () => document.querySelector("main section[aria-labelledby] li, main [role=region] li") !== null,
        [],
      );

      await visit(page, "/films/");
      // A film whose page keeps its showtimes while the journey runs (one begun meanwhile would move the page).
      const [filmPath] = await filmsWithShowtimeAhead(page);
      await openClean(page, filmPath!);
      const toggle: Find = { css: "main button[aria-pressed]", name: /mes films \(/ };
      await waitForElement(page, toggle);
      const before = await page.run(() => document.querySelector("main button[aria-pressed]")?.getAttribute("aria-pressed"));
      await page.click(toggle);
      await favoriteToggleIs(page, before === "true" ? "false" : "true");
      await page.click(toggle);
      await favoriteToggleIs(page, before ?? "false");

      await openMenuIfPhone(page);
      await page.click({ css: "header button", name: /, Marie$/ });
      await page.click({ css: "header a, header button", name: /^Se déconnecter$/ });
      await waitUntil(page, "the session gone", () => !document.cookie.includes("token_clubcgr"), []);
      await openMenuIfPhone(page);
      await waitForElement(page, { css: "header a", name: /^Espace fidélité$/ });
      await expectNoErrors(page, "in the member area");
    },
  },
  {
    name: "offline: the worker controls the page, a visited film page shows with its poster, others get the offline page",
    widths: "both",
    run: async (page, { setOffline, screenshot }) => {
      await visit(page, "/films/");
      // Film pages this browser's worker has not kept yet (earlier journeys visited some).
      const paths = await linkedFilmPaths(page);
      const kept = await page.run(
        (all: string[]) => Promise.all(all.map(async (path) => (await caches.match(path, { ignoreSearch: true })) !== undefined)),
        paths,
      );
      const [visited, unvisited] = paths.filter((_, i) => !kept[i]).slice(-2);
      if (!unvisited) throw new Error(`${page.engine}: no two film pages left that the worker has not kept`);
      await openClean(page, visited!);
      await waitUntil(page, "the service worker in control", () => navigator.serviceWorker.controller !== null, [], 20_000);
      // Visited once under the worker's control: the page and its poster are kept.
      await visit(page, visited!);
      await waitUntil(
        page,
        "the page and its poster kept",
        async (css: string) => {
          const poster = document.querySelector<HTMLImageElement>(css);
          const posterUrl = poster?.currentSrc;
          if (!posterUrl) return false;
          const kept = await caches.match(posterUrl);
          const page = await caches.match(location.pathname, { ignoreSearch: true });
          return kept !== undefined && page !== undefined;
        },
        [POSTER],
        20_000,
      );
      setOffline(true);
      try {
        await page.open(visited!);
        await posterDecoded(page, "the visited page's poster, offline");
        // Every script it asks for is kept: a missing chunk made Gatsby reload the page, offline again and again.
        await hydrated(page);
        const missing = (await probe(page))?.errors.filter((error) => /^failed to load: .*\.js$/.test(error));
        if (missing?.length) throw new Error(`${page.engine}: scripts missing offline: ${missing.join(", ")}`);
        await screenshot("offline-film");
        await page.open(unvisited);
        // The worker gives the network 4 s before it answers from its caches.
        await waitForElement(page, { css: "h1", name: /^Vous êtes hors ligne$/ }, 20_000);
      } finally {
        setOffline(false);
      }
    },
  },
];
