/**
 * The loyalty API, written once (SPEC §7). The browser client, the proxy's
 * allowlist (src/server/loyalty-proxy) and the sandbox (sandbox/) all read it.
 *
 * Paths are templates: {circuit} and {cinema} are numeric ids, {email} an
 * email address (URL-encoded in the route), {id} an opaque id.
 */

export type HttpMethod = "GET" | "POST";
export type ResponseFormat = "json" | "raw" | "blob";
export type LoyaltyVersion = 1 | 3;
/** Which member token a call needs: none, the session token, or the refresh token. */
export type RouteAuth = "none" | "session" | "refresh";

export interface LoyaltyRoute {
  readonly method: HttpMethod;
  readonly path: string;
  /** Loyalty versions that use this route. */
  readonly versions: readonly LoyaltyVersion[];
  readonly auth: RouteAuth;
  readonly format: ResponseFormat;
  /** Query parameter names the route accepts; anything else is refused. */
  readonly query?: readonly string[];
  /** Calls that guess a secret (password, code, card): throttled per client and per email. */
  readonly guessesSecret?: boolean;
  /** The body carries the member's text fields (member-text.ts): the proxy checks their length and characters. */
  readonly memberText?: boolean;
}

const V1: readonly LoyaltyVersion[] = [1];
const V3: readonly LoyaltyVersion[] = [3];
const BOTH: readonly LoyaltyVersion[] = [1, 3];

const route = (
  method: HttpMethod,
  path: string,
  versions: readonly LoyaltyVersion[],
  auth: RouteAuth,
  extra: Partial<Pick<LoyaltyRoute, "format" | "query" | "guessesSecret" | "memberText">> = {},
): LoyaltyRoute => ({ method, path, versions, auth, format: "json", ...extra });

export const loyaltyRoutes = {
  login: route("POST", "/Member/Login", V1, "none", { guessesSecret: true }),
  loginV3: route("POST", "/Member/v3/Login", V3, "none", { guessesSecret: true }),
  /** Version-1 extra: log in with an existing token (body: token, isTokenLogin true). */
  loginByToken: route("POST", "/Member/LoginByToken", V1, "none", { guessesSecret: true }),
  refreshLogin: route("GET", "/Member/RefreshLogin", V1, "refresh"),
  refreshLoginV3: route("GET", "/Member/v3/RefreshLogin", V3, "refresh"),
  logout: route("POST", "/Member/Logout", V1, "session"),
  logoutV3: route("POST", "/Member/v3/Logout", V3, "session"),
  /** Version-1 extra: log out the session named by a token. */
  logoutByToken: route("POST", "/Member/LogoutByToken", V1, "none"),
  /** Version-1 extra: is this session token valid? PEACH_SUCCESS when it is (version 3 asks GetMember). */
  validateToken: route("GET", "/Member/ValidateToken", V1, "session"),

  orderHistory: route("GET", "/Member/v2/OrderHistory", V1, "session", { query: ["maxResults"] }),
  orderHistoryV3: route("GET", "/Member/v3/OrderHistory", V3, "session", { query: ["maxResults"] }),
  transactionHistory: route("GET", "/Member/v2/TransactionHistory", V1, "session", { query: ["maxResults"] }),
  transactionHistoryV3: route("GET", "/Member/v3/TransactionHistory", V3, "session", { query: ["maxResults"] }),
  itemsAvailable: route("GET", "/Member/GetItemsAvailableToValidatedLoyaltyMember/{circuit}", BOTH, "session"),
  rewardsListing: route("GET", "/Member/v3/RewardsListing", V3, "session"),
  giftCardBalance: route("POST", "/GiftCard/CheckGiftCardBalance", BOTH, "none", { guessesSecret: true }),

  membershipList: route("GET", "/Member/GetMembershipList/{cinema}", BOTH, "none"),
  setMemberToActivateOnComplete: route("POST", "/Member/SetMemberToActivateOnComplete", BOTH, "none"),
  addMembership: route("POST", "/Member/AddMembership/{cinema}", BOTH, "none"),
  completePayment: route("POST", "/Member/CompletePayment/", BOTH, "none"),
  startRegistration: route("POST", "/Member/StartRegistration", BOTH, "none"),
  createMember: route("POST", "/Member/Create", V1, "none", { memberText: true }),
  createMemberV3: route("POST", "/Member/v3/Create", V3, "none", { memberText: true }),
  editMember: route("POST", "/Member/Edit", V1, "session", { memberText: true }),
  editMemberV3: route("POST", "/Member/v3/Edit", V3, "session", { memberText: true }),
  sendMemberActivationCode: route("POST", "/Member/v3/SendMemberActivationCode", V3, "none", { guessesSecret: true }),
  deleteMember: route("GET", "/Member/v3/Delete/", V3, "session"),

  usernameReminder: route("GET", "/Member/UsernameReminder/{circuit}/{email}", BOTH, "none", { guessesSecret: true }),
  getResetPasswordCode: route("GET", "/Member/GetResetPasswordCode", V1, "none", {
    query: ["emailAddress", "rootUrl", "resetPasswordLink"],
    guessesSecret: true,
  }),
  getResetPasswordCodeV3: route("GET", "/Member/v3/GetResetPasswordCode", V3, "none", {
    query: ["emailAddress", "rootUrl", "resetPasswordLink"],
    guessesSecret: true,
  }),
  validatePasswordResetCode: route("GET", "/Member/ValidatePasswordResetCode", V1, "none", {
    query: ["resetCode", "uid", "token"],
    guessesSecret: true,
  }),
  resetPassword: route("POST", "/Member/ResetPassword", V1, "none", { guessesSecret: true }),
  resetPasswordV3: route("POST", "/Member/v3/ResetPassword", V3, "none", { guessesSecret: true }),

  memberSearch: route("POST", "/Member/MemberSearch/{circuit}", BOTH, "session"),
  getMember: route("GET", "/Member/GetMember", V1, "session", { query: ["userSessionId"] }),
  getMemberV3: route("GET", "/Member/v3/GetMember", V3, "session", { query: ["userSessionId"] }),
  getValidatedMember: route("GET", "/Member/GetValidatedMember/{circuit}", BOTH, "session"),

  getCards: route("GET", "/Member/v3/GetCards", V3, "session"),
  addCard: route("POST", "/Member/v3/AddCard", V3, "session"),
  deleteCard: route("POST", "/Member/DeleteCard", V1, "session"),
  deleteCardV3: route("POST", "/Member/v3/DeleteCard", V3, "session"),
  reportLostCard: route("GET", "/Member/v3/ReportLostCard", V3, "session"),

  // SPEC §4: favourite films need only a session token, whatever the version (favourite theatres need version 3);
  // SPEC §7 names only these paths, so a version-1 site calls them too.
  getFavoriteFilms: route("GET", "/Member/v3/GetFavoriteFilms", BOTH, "session"),
  addFavoriteFilm: route("POST", "/Member/v3/AddFavoriteFilm", BOTH, "session"),
  removeFavoriteFilm: route("POST", "/Member/v3/RemoveFavoriteFilm", BOTH, "session"),
  getFavoriteCinemas: route("GET", "/Member/v3/GetFavoriteCinemas", V3, "session"),
  addFavoriteCinema: route("POST", "/Member/v3/AddFavoriteCinema", V3, "session"),
  removeFavoriteCinema: route("POST", "/Member/v3/RemoveFavoriteCinema", V3, "session"),

  orderLoyaltyItem: route("POST", "/Member/v3/OrderLoyaltyItem", V3, "session"),
  confirmItemRedemption: route("POST", "/Member/v3/ConfirmItemRedemption", V3, "session"),
  eVoucherConcessions: route("GET", "/Concession/GetAllEVoucherConcessions/{cinema}", BOTH, "none"),
  paymentProviderPortalSession: route("POST", "/Member/GetPaymentProviderPortalSession", BOTH, "session"),
  walletLoyaltyCard: route("GET", "/GooglePayForPasses/CreateLoyaltyCard/{circuit}", BOTH, "session", {
    format: "raw",
    query: ["cardNumber"],
  }),
  walletETicket: route("GET", "/GooglePayForPasses/GetETicket/{circuit}/{id}", BOTH, "session", { format: "raw" }),
} as const satisfies Record<string, LoyaltyRoute>;

export type LoyaltyRouteName = keyof typeof loyaltyRoutes;

export const allLoyaltyRoutes: readonly [LoyaltyRouteName, LoyaltyRoute][] = Object.entries(loyaltyRoutes) as [
  LoyaltyRouteName,
  LoyaltyRoute,
][];
