/** Browser → proxy: the member's tokens. */
export const PROXY_SESSION_HEADER = "x-loyalty-session";
export const PROXY_REFRESH_HEADER = "x-loyalty-refresh-session";

/** Proxy → loyalty backend: the same tokens, as the backend expects them. */
export const UPSTREAM_SESSION_HEADER = "x-session-token";
export const UPSTREAM_REFRESH_HEADER = "x-refresh-session-token";
export const UPSTREAM_CAPTCHA_HEADER = "x-captcha-response";

/** The proxy endpoint (a Gatsby Function). */
export const LOYALTY_PROXY_PATH = "/api/loyalty";
