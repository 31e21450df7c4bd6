import { expect, test } from "@playwright/test";
import { contentClockTimes, films, site } from "./content";
import { buildTimeOf, pathsOnProgramme, programmeAt } from "./programme-content";

test("there are 27 films", () => {
  expect(films).toHaveLength(27);
});

test("every film page is pre-rendered with its title, age classification and showtimes", async ({ request }) => {
  for (const film of films) {
    const response = await request.get(film.path);
    expect(response.status(), film.path).toBe(200);
    const html = await response.text();
    expect(html, film.path).toContain(`<h1`);
    expect(html, film.path).toContain(film.title.replace(/'/g, "&#x27;"));
    expect(html, film.path).toMatch(/Tous publics|Interdit aux moins de 1[268] ans/);
    expect(html, film.path).toContain("Séances");
    if (film.showtimes.length > 0) expect(html, film.path).toContain("/api/startticketing/redirect?theaterCode=");
    const pageData = await request.get(`/page-data${film.path}page-data.json`);
    expect(pageData.status(), `page-data of ${film.path}`).toBe(200);
  }
});

test("the listing links to every film on the programme, later weeks in the page or loaded on demand", async ({ page }) => {
  const onProgramme = pathsOnProgramme(await buildTimeOf(page.request));
  await page.goto("/films/");
  await expect(page.getByRole("heading", { level: 1, name: "Films et séances" })).toBeVisible();
  await expect(page.getByText("Filtrer les séances")).toBeVisible();
  const showLater = page.getByRole("button", { name: "Afficher les films" });
  while ((await showLater.count()) > 0) await showLater.first().click();
  // While the weeks load the button reads « Chargement… »: wait until it gives way to their films.
  await expect(page.getByRole("button", { name: /Afficher les films|Chargement…|Réessayer/ })).toHaveCount(0);
  expect(onProgramme.length).toBeGreaterThan(20);
  // The films without a showtime on the chosen day join the list once hydration has removed the other days, one
  // per task: a loaded machine took longer than one look.
  const hrefs = () =>
    page.locator("main a[href^='/films/']").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  await expect
    .poll(async () => {
      const linked = await hrefs();
      return onProgramme.filter((path) => !linked.includes(path));
    })
    .toEqual([]);
});

test("a film page shows showtimes by day (a choice of days) with version and a booking link", async ({ page }) => {
  const film = films.find((f) => f.showtimes.length > 0)!;
  await page.goto(film.path);
  await expect(page.getByRole("heading", { level: 1, name: film.title })).toBeVisible();
  const showtimes = page.getByRole("region", { name: "Séances" });
  await expect(showtimes.getByRole("radio", { checked: true })).toBeChecked();
  const booking = showtimes.getByRole("link", { name: /^Réserver / }).first();
  await expect(booking).toHaveAccessibleName(
    /^Réserver .+ à \d\d:\d\d (VOST|VF) · (2D|3D|IMAX|4DX)( · (AD|ST-SME))* \((version originale sous-titrée|version française)(, [^,]+)*, Salle \d\)$/,
  );
});

test("a film page offers « Ajouter à mon agenda » beside each showtime once hydrated, as the listing does", async ({ page }) => {
  const buildTime = await buildTimeOf(page.request);
  const film = programmeAt(buildTime).find((f) => f.showtimes.length > 0)!;
  await page.clock.setFixedTime(buildTime);
  await page.goto(film.path);
  const panel = page.getByRole("region", { name: "Séances" }).locator(".showtime-day:visible");
  const buttons = panel.getByRole("button", { name: /^Ajouter à mon agenda/ });
  await expect(buttons.first()).toBeVisible();
  await expect(buttons).toHaveCount(await panel.getByRole("link", { name: /^Réserver / }).count());
  const [download] = await Promise.all([page.waitForEvent("download"), buttons.first().click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${film.slug}-\\d{4}-\\d{2}-\\d{2}-\\d{4}\\.ics$`));
});

test("showtimes are shown in the cinema's time (Paris), whatever the visitor's time zone", async ({ page }) => {
  const film = films.find((f) => f.showtimes.length > 0)!;
  await page.goto(film.path);
  const shown = await page
    .getByRole("region", { name: "Séances" })
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.querySelector("time")?.textContent ?? ""));
  expect(shown.length).toBeGreaterThan(0);
  const expected = contentClockTimes(film);
  for (const time of shown) expect(expected, `${time} on ${film.path}`).toContain(time);
});

test("an unknown path answers 404 with the French 404 page", async ({ page }) => {
  const response = await page.goto("/cette-page-n-existe-pas/");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page introuvable" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Retour au programme" })).toHaveAttribute("href", "/films/");
});

test("the 404.html and 500.html fallback pages exist in French", async ({ request }) => {
  expect(await (await request.get("/404.html")).text()).toContain("Page introuvable");
  const serverError = await request.get("/500.html");
  expect(await serverError.text()).toContain("Une erreur est survenue");
});

test("a film id with a wrong slug lands on the canonical URL", async ({ page }) => {
  const film = films[0]!;
  await page.goto(`/films/${film.id}-mauvais-titre/?utm_source=test`);
  await page.waitForURL(`**${film.path}?utm_source=test`);
  await expect(page.getByRole("heading", { level: 1, name: film.title })).toBeVisible();
});

test("a movie permalink lands on the canonical URL", async ({ page }) => {
  const film = films[1]!;
  await page.goto(`/permalink/movie/${film.id}`);
  await page.waitForURL(`**${film.path}`);
  await expect(page.getByRole("heading", { level: 1, name: film.title })).toBeVisible();
});

test("a movie permalink on the site's own domain (/{moviePermalinkPrefix}/movie/{id}/) lands on the film page", async ({
  page,
}) => {
  const film = films[2]!;
  await page.goto(`/${site.moviePermalinkPrefix}/movie/${film.id}/?utm_medium=affiche`);
  await page.waitForURL(`**${film.path}?utm_medium=affiche`);
  await expect(page.getByRole("heading", { level: 1, name: film.title })).toBeVisible();
  await page.goto(`/${site.moviePermalinkPrefix}/movie/999999999/`);
  await expect(page.getByRole("heading", { level: 1, name: "Page introuvable" })).toBeVisible();
});

test("a permalink whose film list does not answer says so in French, with the way back, not a 404", async ({ page }) => {
  let attempts = 0;
  await page.route("**/film-index/*.json", (route) => {
    attempts += 1;
    return route.abort("connectionfailed");
  });
  await page.goto(`/permalink/movie/${films[3]!.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Ce film ne peut pas être trouvé pour l’instant" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Retour au programme" })).toHaveAttribute("href", "/films/");
  await expect(page.getByText("Sans JavaScript")).toBeHidden();
  expect(attempts).toBe(2);
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

test("an unknown film id shows the 404 page", async ({ page }) => {
  await page.goto("/films/999999999-film-inconnu/");
  await expect(page.getByRole("heading", { level: 1, name: "Page introuvable" })).toBeVisible();
});
