import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { googleTagUrl, tagManagerUrl } from "../../../lib/tracking/vendors";
import { QUEUE_DRAIN_MS } from "../analytics/analytics-queue";
import { UNTOLD_PAGE, type TrackingRecord } from "../core/tracking-record";
import {
  ADOBE_LAUNCH_SRC,
  consentState,
  GA,
  GTM,
  loadPage,
  memberPresence,
  settingsWith,
  visit,
  LOADED,
} from "../test-support/tracking-page";
import { GDPR } from "../test-support/vendor-stand-ins";
import { ManageCookiesItem } from "./layout-parts";

// Analytics after consent (SPEC §4, §9), as the vendors receive it: gtag.js, Tag Manager's data layer and
// Adobe Launch, each answered by a stand-in of its documented API. The browser's side (the scripts requested by
// a real page, a page view reaching Google after Accepter and after a client-side navigation) is in
// tests/e2e/consent.spec.ts.

const FILM = { id: "1048213", title: "Les Heures claires", releaseDate: "2026-11-18", showtimes: [{}] };
const OTHER_FILM = { id: "128874", title: "Le Grand Large", releaseDate: null, showtimes: [{}] };
const FILM_PAGE: TrackingRecord = { kind: "film", film: FILM };
const FILM_PATH = "/films/1048213-les-heures-claires/";
const LISTING: TrackingRecord = { kind: "listing", films: [{ id: FILM.id, showtimes: [["1"]] }] };
const SETTINGS = settingsWith({
  analytics: { enableGoogleAnalytics: true, trackers: [GA, GTM], adobeLaunchSrc: ADOBE_LAUNCH_SRC },
});

const click = (name: string) => fireEvent.click(screen.getByRole("button", { name }));
const renderManageCookies = () =>
  renderWithProviders(
    <ul>
      <ManageCookiesItem settings={SETTINGS} />
    </ul>,
  );
/** The page views Google's tag sent, each as its parameters. */
const pageViews = (seen: ReturnType<typeof visit>) =>
  seen.googleTag.hits.filter((hit) => hit.en === "page_view").map((hit) => hit.params);
const dataLayerEvents = () => (window.dataLayer ?? []).filter((entry) => !("length" in (entry as object)));

let current: ReturnType<typeof visit>;
beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  current = visit(GDPR);
});
afterEach(() => {
  current.end();
  vi.useRealTimers();
});

describe("analytics after consent", { timeout: 30_000 }, () => {
  it("loads nothing before a choice; Accepter loads GA, GTM and Adobe Launch, and each page view carries the page data record", async () => {
    const page = await loadPage(SETTINGS, FILM_PATH, FILM_PAGE, memberPresence());
    await vi.advanceTimersByTimeAsync(QUEUE_DRAIN_MS * 2);
    expect(current.scripts).toEqual([
      "https://sdk.privacy-center.org/api-key-aurore/loader.js?target_type=notice&target=notice-aurore",
    ]);

    click("Accepter");
    await vi.waitFor(() => expect(current.scripts).toContain(ADOBE_LAUNCH_SRC), LOADED);
    expect(current.scripts.slice(1)).toEqual([googleTagUrl("G-AURORE2026"), tagManagerUrl("GTM-AURORE"), ADOBE_LAUNCH_SRC]);
    // The analytics cookie lives 34,164,000 s and is not renewed; IPs are anonymised; page views are the site's.
    expect(current.googleTag.configs).toEqual({
      "G-AURORE2026": { send_page_view: false, cookie_expires: 34_164_000, cookie_update: false, anonymize_ip: true },
    });
    await vi.advanceTimersByTimeAsync(QUEUE_DRAIN_MS);
    expect(current.googleTag.hits.map(({ tid, en }) => [tid, en])).toEqual([["G-AURORE2026", "page_view"]]);
    const { page_location: location, page_title: _title, ...record } = pageViews(current)[0]!;
    expect(location).toBe(`${window.location.origin}${FILM_PATH}`);
    expect(record).toEqual({
      urlOrigin: window.location.origin,
      domain: "www.cinema-aurore.fr",
      pageType: "movie",
      theaterId: "1042",
      theaterName: "Cinéma L'Aurore",
      theaterPermalinkOrigin: "https://www.cinema-aurore.fr",
      theaterPermalinkPath: "/cinema/",
      movieId: FILM.id,
      movieTitle: FILM.title,
      movieReleaseDate: "2026-11-18",
      moviePermalinkOrigin: "https://www.cinema-aurore.fr",
      moviePermalinkPath: `/films/movie/${FILM.id}/`,
      isLoggedIn: "false",
    });
    // Tag Manager sees the same page view in the data layer, after its start event; Adobe Launch gets it as a direct call.
    expect(dataLayerEvents()).toEqual([
      expect.objectContaining({ event: "gtm.js" }),
      expect.objectContaining({ event: "page_view", movieId: FILM.id, pageType: "movie" }),
    ]);
    expect(current.adobe).toEqual([{ identifier: "page_view", detail: expect.objectContaining({ movieTitle: FILM.title }) }]);

    // Client-side navigation: one more page view, with the new page's record.
    page.navigate("/films/", LISTING);
    await vi.advanceTimersByTimeAsync(QUEUE_DRAIN_MS);
    expect(pageViews(current)).toHaveLength(2);
    expect(pageViews(current)[1]).toMatchObject({ pageType: "movies", movieId: "", movieTitle: "" });
    expect(current.adobe).toHaveLength(2);
  });

  it("Refuser loads nothing, on later pages too; changing one's mind starts analytics, and back again stops it", async () => {
    await loadPage(SETTINGS, "/films/", LISTING, memberPresence());
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "Refuser" })).toBeInTheDocument(), LOADED);
    click("Refuser");
    expect(consentState()).toBe("refused");

    let page = await loadPage(SETTINGS, FILM_PATH, FILM_PAGE, memberPresence());
    renderManageCookies();
    await vi.waitFor(() => expect(consentState()).toBe("refused"), LOADED);
    await vi.advanceTimersByTimeAsync(QUEUE_DRAIN_MS * 2);
    expect(current.scripts.every((url) => url.startsWith("https://sdk.privacy-center.org/"))).toBe(true);

    click("Gérer mes cookies");
    click("Accepter");
    await vi.waitFor(() => expect(current.scripts).toContain(googleTagUrl("G-AURORE2026")), LOADED);
    await vi.advanceTimersByTimeAsync(QUEUE_DRAIN_MS);
    expect(pageViews(current).map((view) => view.movieId)).toEqual([FILM.id]);

    click("Gérer mes cookies");
    click("Refuser");
    expect(consentState()).toBe("refused");
    page.navigate("/films/", LISTING);
    await vi.advanceTimersByTimeAsync(QUEUE_DRAIN_MS * 2);
    page = await loadPage(SETTINGS, "/films/128874-le-grand-large/", { kind: "film", film: OTHER_FILM }, memberPresence());
    await vi.waitFor(() => expect(consentState()).toBe("refused"), LOADED);
    await vi.advanceTimersByTimeAsync(QUEUE_DRAIN_MS * 2);
    expect(current.googleTag.hits).toHaveLength(1);
    expect(current.adobe).toHaveLength(1);
    expect(current.scripts.filter((url) => url === googleTagUrl("G-AURORE2026"))).toHaveLength(1);
  });

  it("no e-mail, reset code or token reaches an analytics vendor: only the utm_ parameters of the address", async () => {
    await loadPage(SETTINGS, "/films/", LISTING, memberPresence());
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "Accepter" })).toBeInTheDocument(), LOADED);
    click("Accepter");
    await vi.waitFor(() => expect(current.scripts).toContain(ADOBE_LAUNCH_SRC), LOADED);
    await vi.advanceTimersByTimeAsync(QUEUE_DRAIN_MS);
    expect(pageViews(current)).toHaveLength(1);

    await loadPage(
      SETTINGS,
      "/reinitialiser-mot-de-passe/?resetCode=RESET-4242&email=marie.dupont%40example.fr&utm_source=lettre",
      UNTOLD_PAGE,
      memberPresence(),
    );
    await vi.waitFor(() => expect(current.scripts.filter((url) => url === ADOBE_LAUNCH_SRC)).toHaveLength(2), LOADED);
    await vi.advanceTimersByTimeAsync(QUEUE_DRAIN_MS);
    expect(pageViews(current)).toHaveLength(2);
    expect(pageViews(current)[1]!.page_location).toMatch(/\/reinitialiser-mot-de-passe\/\?utm_source=lettre$/);
    const received = JSON.stringify([current.googleTag, dataLayerEvents(), current.adobe, current.scripts]);
    expect(received).not.toMatch(/RESET-4242|marie|example\.fr|%40/);
  });

  it.each([
    [true, "true"],
    [false, "false"],
  ])("isLoggedIn of a page view: a member who counts as logged in %s → %s (SPEC §3)", async (loggedIn, expected) => {
    await loadPage(SETTINGS, "/cinema/", UNTOLD_PAGE, memberPresence(loggedIn));
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "Accepter" })).toBeInTheDocument(), LOADED);
    click("Accepter");
    await vi.waitFor(() => expect(current.scripts).toContain(googleTagUrl("G-AURORE2026")), LOADED);
    await vi.advanceTimersByTimeAsync(QUEUE_DRAIN_MS);
    expect(pageViews(current).map((view) => [new URL(view.page_location!).pathname, view.isLoggedIn])).toEqual([
      ["/cinema/", expected],
    ]);
  });
});
