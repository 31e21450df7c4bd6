import { expect, test } from "./support/test";
import { films, site } from "./content";

// What a film page shows for its data (showtimes by day, their names, the cinema's time, « Ajouter à mon agenda »)
// is told by src/templates/film-page*.test.tsx; the listing's links by film-listing-page*.test.tsx.

/** What a film page's data says of it (src/templates/film-page.tsx's context). */
interface BuiltFilmPage {
  buildTime: string;
  film: { showtimes: { start: string }[] };
}

test("every film page is pre-rendered with its title, age classification and showtimes", async ({ request }) => {
  for (const film of films) {
    const response = await request.get(film.path);
    expect(response.status(), film.path).toBe(200);
    const html = await response.text();
    expect(html, film.path).toContain(`<h1`);
    expect(html, film.path).toContain(film.title.replace(/'/g, "&#x27;"));
    expect(html, film.path).toMatch(/Tous publics|Interdit aux moins de 1[268] ans/);
    expect(html, film.path).toContain("Séances");
    const pageData = await request.get(`/page-data${film.path}page-data.json`);
    expect(pageData.status(), `page-data of ${film.path}`).toBe(200);
    // Booking links for the showtimes still to come at the build (on the play week's last evening, a film of this
    // week only has none left).
    const { buildTime, film: built } = ((await pageData.json()) as { result: { pageContext: BuiltFilmPage } }).result.pageContext;
    const toCome = built.showtimes.filter((showtime) => Date.parse(showtime.start) > Date.parse(buildTime));
    if (toCome.length > 0) expect(html, film.path).toContain("/api/startticketing/redirect?theaterCode=");
  }
});

test("an unknown path answers 404 with the French 404 page; 404.html and 500.html are in French", async ({ request }) => {
  const response = await request.get("/cette-page-n-existe-pas/");
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toMatch(/<h1\b[^>]*>Page introuvable<\/h1>/);
  expect(html).toMatch(/<a\b[^>]*\bhref="\/films\/"[^>]*>Retour au programme<\/a>/);
  expect(await (await request.get("/404.html")).text()).toContain("Page introuvable");
  expect(await (await request.get("/500.html")).text()).toContain("Une erreur est survenue");
});

test("a permalink or a wrong slug lands on the film's canonical URL, its query kept; an unknown film id on the 404 page", async ({
  page,
}) => {
  const landsOn = async (from: string, film: (typeof films)[number], query = "") => {
    await page.goto(`${from}${query}`);
    await page.waitForURL(`**${film.path}${query}`);
    await expect(page.getByRole("heading", { level: 1, name: film.title })).toBeVisible();
  };
  const notFound = async (from: string) => {
    await page.goto(from);
    await expect(page.getByRole("heading", { level: 1, name: "Page introuvable" })).toBeVisible();
  };
  await test.step("a film id with a wrong slug", () =>
    landsOn(`/films/${films[0]!.id}-mauvais-titre/`, films[0]!, "?utm_source=test"));
  await test.step("a movie permalink", () => landsOn(`/permalink/movie/${films[1]!.id}`, films[1]!));
  await test.step("a movie permalink on the site's own domain (/{moviePermalinkPrefix}/movie/{id}/)", async () => {
    await landsOn(`/${site.moviePermalinkPrefix}/movie/${films[2]!.id}/`, films[2]!, "?utm_medium=affiche");
    await notFound(`/${site.moviePermalinkPrefix}/movie/999999999/`);
  });
  await test.step("an unknown film id", () => notFound("/films/999999999-film-inconnu/"));
});

test("without JavaScript a permalink says it cannot find its film and links to the programme", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/permalink/movie/${films[1]!.id}`);
  await expect(page.getByText("Sans JavaScript, ce lien ne peut pas retrouver son film")).toBeVisible();
  await expect(page.getByRole("link", { name: "Retour au programme" })).toHaveAttribute("href", "/films/");
  await expect(page.getByText("Recherche du film…")).toBeHidden();
  await context.close();
});
