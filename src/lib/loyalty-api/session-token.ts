/**
 * The one shape of a member token (session or refresh token, version-1 session ids), checked by the
 * session cookie, the proxy's token headers and the sandbox alike. 512 characters: the cookie holds
 * up to five such values and must stay under a browser's 4 KiB per cookie.
 */
export const MAX_SESSION_TOKEN_LENGTH = 512;

/** Visible ASCII only (no space, no line break: the value goes in an HTTP header), 1 to 512 characters. */
export const SESSION_TOKEN_PATTERN = new RegExp(`^[\\x21-\\x7e]{1,${MAX_SESSION_TOKEN_LENGTH}}$`);

export const isSessionTokenShaped = (value: string): boolean => SESSION_TOKEN_PATTERN.test(value);
