import { type Page } from "@playwright/test";
import { SANDBOX_URL } from "../../playwright.config";
import { films } from "../e2e/content";
import { bookingLink } from "../e2e/support/booking";
import { guestEntry, memberMenu, sessionCookie, submitLogin } from "../e2e/support/member";
import { expect, test } from "../e2e/support/test";
import { installRecaptchaStandIn, isLoyaltyCall } from "./support/recaptcha-stand-in";
import { createVariantMember, sandboxMember } from "./support/variant-member";

// The variant is a version-1 site (scripts/variant-site.ts: provider NONE; the demo's CGR speaks version 3): SPEC §4
// and §7's version-1 calls, made by the site in a browser through the proxy to the sandbox. One member's journey,
// three page loads (the login page, the ticketing stand-in, the member area); each step checks what the member sees
// and what reached the backend. What each section shows is in component tests; here, which calls a version-1 site
// makes and that they work end to end.

interface ProxyCall {
  /** The loyalty route the page asked the proxy for, without its query. */
  route: string;
  /** The proxy's HTTP status: 403 if the route is not one of the site's version, the backend's otherwise. */
  status: number;
}

/** Every member call of the page, as it is answered. */
function recordProxyCalls(page: Page): ProxyCall[] {
  const calls: ProxyCall[] = [];
  page.on("response", (response) => {
    const request = response.request();
    if (!request.url().endsWith("/api/loyalty") || request.method() !== "POST") return;
    const sent = request.postDataJSON() as { route?: string } | null;
    calls.push({ route: (sent?.route ?? "?").split("?")[0]!, status: response.status() });
  });
  return calls;
}

/** The session cookie (SPEC §3), parsed. */
async function sessionOf(page: Page) {
  const cookie = await sessionCookie(page);
  return JSON.parse(decodeURIComponent(cookie!.value)) as Record<string, unknown> & { token: string };
}

const film = films.find((candidate) => candidate.showtimes.length > 0)!;

test.beforeEach(async ({ context }) => {
  // The login form asks for a 'login' token: the variant has a site key.
  await installRecaptchaStandIn(context);
});

test("a version-1 member logs in, takes a showtime to the ticketing site with the token in its address, reads the history, edits the profile and logs out by token", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await createVariantMember(request);
  const calls = recordProxyCalls(page);
  const routes = () => calls.map((call) => call.route);
  const answered = (route: string) => expect.poll(() => calls.find((call) => call.route === route)?.status).toBe(200);
  const areaMenu = page.getByRole("navigation", { name: "Mon espace fidélité" });

  await test.step("log in: version 1's Login; the version-1 cookie; a version-1 session on the backend", async () => {
    await page.goto(`/connexion/?return=${encodeURIComponent(film.path)}`);
    await submitLogin(page, member.email);
    await page.waitForURL(`**${film.path}`);
    await expect(memberMenu(page, member.firstName)).toBeVisible();
    await answered("/Member/Login");
    expect(await sessionOf(page)).toMatchObject({
      cypherVersion: 1,
      memberId: member.memberId,
      userSessionId: expect.any(String),
      encryptedSessionId: expect.any(String),
    });
    const userSessionId = (await page.context().cookies()).find((cookie) => cookie.name === "userSessionId");
    expect(userSessionId?.value).toBe((await sessionOf(page)).userSessionId);
    expect((await sandboxMember(request, member.email)).liveSessions.map((session) => session.version)).toEqual([1]);
  });

  await test.step("a showtime: the token checked by ValidateToken, then carried in the ticketing site's address", async () => {
    const { token } = await sessionOf(page);
    const { link: booking, perfCode } = await bookingLink(page);
    await booking.click();
    await expect(page.getByRole("dialog", { name: "Vous allez être redirigé dans quelques secondes…" })).toBeVisible();
    await answered("/Member/ValidateToken");
    await page.waitForURL((url) => url.origin === SANDBOX_URL && url.pathname.startsWith("/ticketing/"), { timeout: 15_000 });
    // The sandbox's ticketing stand-in says where the token came and whether it names a live session (docs/sandbox.md).
    await expect(page.locator("#ticketing-token-source")).toHaveText("query");
    await expect(page.locator("#ticketing-token-status")).toHaveText("valid");
    await expect(page.locator("#ticketing-perf")).toHaveText(perfCode);
    expect(new URL(page.url()).searchParams.get("token")).toBe(token);
  });

  await test.step("the history: version 1's v2 OrderHistory and TransactionHistory, after its RefreshLogin", async () => {
    await page.goto("/mon-compte/historique/");
    await expect(memberMenu(page, member.firstName)).toBeVisible();
    await answered("/Member/RefreshLogin");
    const orders = page.getByRole("region", { name: "Mes commandes" });
    // The membership of the sign-up, a 0 € order.
    await expect(orders.getByRole("listitem")).toHaveCount(1);
    await expect(orders.getByRole("listitem")).toContainText("Carte Club Aurore (gratuite)");
    await expect(page.getByRole("region", { name: "Historique de mes points" })).toContainText("apparaîtront ici");
    await answered("/Member/v2/OrderHistory");
    await answered("/Member/v2/TransactionHistory");
  });

  await test.step("the overview: « Mes films » answered for a version-1 session; no « Mon cinéma » (version 3 only)", async () => {
    await areaMenu.getByRole("link", { name: "Vue d’ensemble" }).click();
    await page.waitForURL((url) => url.pathname === "/mon-compte/");
    const favourites = page.getByRole("region", { name: "Mes films" });
    await expect(favourites).toContainText("aucun film");
    await expect(favourites.getByRole("alert")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Mon cinéma" })).toHaveCount(0);
  });

  await test.step("« Ma carte »: the card, and no card management (version 3's GetCards): DeleteCard is never offered", async () => {
    await areaMenu.getByRole("link", { name: "Ma carte" }).click();
    await page.waitForURL("**/mon-compte/carte/");
    await expect(page.getByRole("img", { name: /^Code QR de votre carte/ })).toBeVisible();
    await expect(page.getByRole("region", { name: "Mes cartes" })).toHaveCount(0);
  });

  await test.step("the profile: saved through version 1's Edit, held by the backend; no account deletion (version 3 only)", async () => {
    await areaMenu.getByRole("link", { name: "Mon profil" }).click();
    await page.waitForURL("**/mon-compte/profil/");
    const form = page.getByRole("region", { name: "Modifier mes informations" });
    await form.getByLabel(/^Ville/).fill("Villeurbanne");
    await form.getByLabel(/^Téléphone mobile/).fill("07 98 76 54 32");
    await form.getByRole("button", { name: "Enregistrer mes informations" }).click();
    await expect(form.getByRole("status")).toHaveText("Vos informations ont été enregistrées.");
    await answered("/Member/Edit");
    const saved = await sandboxMember(request, member.email);
    expect(saved.memberDetails.phoneNumber).toBe("+33798765432");
    expect(saved.profile).toMatchObject({ city: "Villeurbanne" });
    await expect(page.getByRole("region", { name: "Supprimer mon compte" })).toHaveCount(0);
  });

  await test.step("log out from the member menu: LogoutByToken with the session's token; the backend ends it", async () => {
    // The page's start refresh is over (the member is shown from its answer): this token is the live one.
    const { token } = await sessionOf(page);
    const logout = page.waitForRequest((sent) => isLoyaltyCall(sent, "/Member/LogoutByToken"));
    await memberMenu(page, member.firstName).click();
    await page.getByRole("banner").getByRole("link", { name: "Se déconnecter" }).click();
    expect((await logout).postDataJSON()).toMatchObject({ body: { token } });
    // Logged out on a member page (her profile): the login page says so (account.spec.ts, the version-3 case).
    await expect(page.getByRole("main").getByRole("status").filter({ hasText: "déconnecté" })).toHaveText(
      "Vous êtes déconnecté.",
    );
    await expect(guestEntry(page)).toBeVisible();
    expect(await sessionCookie(page)).toBeUndefined();
    await answered("/Member/LogoutByToken");
    expect((await sandboxMember(request, member.email)).liveSessions).toEqual([]);
  });

  await test.step("every member call was one of version 1 (or SPEC §7's only favourite-film paths), answered", async () => {
    expect(calls.filter((call) => call.status !== 200)).toEqual([]);
    expect(routes().filter((route) => route.includes("/v3/") && !route.includes("FavoriteFilm"))).toEqual([]);
    expect(routes()).not.toContain("/Member/Logout");
  });
});
