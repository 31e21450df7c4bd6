import { paths } from "../../../../config/paths";
import { loadOnDemand } from "../../../../components/load-on-demand";
// The module itself, not the member API's index: this runs on every page.
import { offersLoginByToken } from "../api/member-api/token-login-offer";

/** SPEC §2's query name for the token a version-1 site receives from the ticketing site. */
const TOKEN = "token";
/** This tab's session storage: the token waits there until the backend has answered the login by token. */
const HELD_TOKEN_KEY = "loyalty.arrivalToken";

/**
 * Takes the ticketing site's token out of the address: it leaves the address bar and the history at once
 * (the entry is replaced, not added). Not on a password-reset link, whose `uid` and `token` are a reset
 * code (SPEC §2).
 */
export function takeArrivalToken(): string | null {
  const url = new URL(window.location.href);
  const token = url.searchParams.get(TOKEN);
  if (!token || url.searchParams.has("uid") || url.pathname === paths.passwordReset()) return null;
  url.searchParams.delete(TOKEN);
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  return token;
}

/** Without session storage (refused by the browser), the page's memory: Gatsby then never reloads at start-up. */
let heldInMemory: string | null = null;

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

const heldToken = () => storage()?.getItem(HELD_TOKEN_KEY) ?? heldInMemory;

function hold(token: string | null): void {
  heldInMemory = token;
  const store = storage();
  if (token) store?.setItem(HELD_TOKEN_KEY, token);
  else store?.removeItem(HELD_TOKEN_KEY);
}

const loadTokenLogin = () => import("./token-login");

/**
 * On `onClientEntry`, before the router reads the address: the token leaves it and is held for the login by token
 * (SPEC §7, where the site offers it: version 1). Not sent yet: Gatsby may still reload the page (a new build
 * deployed), which would cut the call off and lose its answer. Its code starts loading meanwhile.
 */
export function holdArrivalToken(): void {
  if (!offersLoginByToken()) return;
  const token = takeArrivalToken();
  if (!token) return;
  hold(token);
  loadTokenLogin().catch(() => undefined); // Only a head start: startTokenLogin loads it (again) and says so.
}

let loggingIn = false;

/**
 * On each route update, the first once Gatsby has chosen not to reload: a held token logs the member in, once.
 * It is let go as soon as the backend answers (a session or a refusal); a call left without an answer (the page
 * left or reloaded meanwhile, the service or the code unreachable) leaves it held for the next page.
 */
export function startTokenLogin(): void {
  const token = heldToken();
  if (!token || loggingIn) return;
  loggingIn = true;
  void loadOnDemand(loadTokenLogin)
    .then(
      async ({ logInWithToken }) => {
        if (await logInWithToken(token)) hold(null);
      },
      (error: unknown) => console.warn("Login by token: its code could not load; tried again at the next page.", error),
    )
    .finally(() => (loggingIn = false));
}
