import {
  buildRoutePath,
  LOYALTY_PROXY_PATH,
  loyaltyRoutes,
  PEACH_SUCCESS,
  PROXY_REFRESH_HEADER,
  PROXY_SESSION_HEADER,
  type LoyaltyProxyRequest,
  type LoyaltyRouteName,
  type PathParams,
} from "../../../../lib/loyalty-api";

export interface SessionTokens {
  token: string;
  refreshToken: string;
}

export interface LoyaltyCallOptions {
  pathParams?: PathParams;
  params?: LoyaltyProxyRequest["params"];
  body?: unknown;
  tokens?: SessionTokens | null;
  captchaResponse?: string | null;
}

/** What the loyalty backend answers: peachCode PEACH_SUCCESS on success (SPEC §3 generic response fields). */
export interface LoyaltyAnswer {
  peachCode: number;
  statusCode?: number;
  clientErrorMessage?: string | null;
}

export type LoyaltyCallResult<T> =
  | { kind: "answer"; status: number; data: T & LoyaltyAnswer }
  | { kind: "network-error"; error: unknown }
  | { kind: "proxy-error"; status: number; code: string; message: string };

/** Posts one call to the proxy (SPEC §7): the response, or the network error (logged). */
async function postToProxy(name: LoyaltyRouteName, options: LoyaltyCallOptions): Promise<Response | { networkError: unknown }> {
  const route = loyaltyRoutes[name];
  const request: LoyaltyProxyRequest = {
    method: route.method,
    route: buildRoutePath(route.path, options.pathParams),
    format: route.format,
    captchaResponse: options.captchaResponse ?? null,
    ...(options.params ? { params: options.params } : {}),
    ...(options.body !== undefined ? { body: options.body } : {}),
  };
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (options.tokens && route.auth === "session") headers[PROXY_SESSION_HEADER] = options.tokens.token;
  if (options.tokens && route.auth === "refresh") headers[PROXY_REFRESH_HEADER] = options.tokens.refreshToken;
  try {
    return await fetch(LOYALTY_PROXY_PATH, {
      method: "POST",
      headers,
      body: JSON.stringify(request),
      credentials: "same-origin",
    });
  } catch (error) {
    console.warn(`Loyalty call ${name} failed: network error`, error);
    return { networkError: error };
  }
}

/**
 * The one client for member calls: posts the real method and route to the proxy
 * (SPEC §7), with the member's tokens in the proxy's session headers.
 */
export async function callLoyalty<T>(name: LoyaltyRouteName, options: LoyaltyCallOptions = {}): Promise<LoyaltyCallResult<T>> {
  const response = await postToProxy(name, options);
  if (!(response instanceof Response)) return { kind: "network-error", error: response.networkError };
  return readAnswer<T>(name, response);
}

/**
 * A call of a `raw` route (the wallet passes): on success its text, in `data.text`; a refusal
 * comes as the usual JSON envelope (relayed as text by the proxy), read as any other answer.
 */
export async function callLoyaltyText(
  name: LoyaltyRouteName,
  options: LoyaltyCallOptions = {},
): Promise<LoyaltyCallResult<{ text: string }>> {
  const response = await postToProxy(name, options);
  if (!(response instanceof Response)) return { kind: "network-error", error: response.networkError };
  if (!response.ok || !(response.headers.get("content-type") ?? "").startsWith("text/plain"))
    return readAnswer<{ text: string }>(name, response);
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    console.warn(`Loyalty call ${name}: unreadable answer (HTTP ${response.status})`);
    return { kind: "network-error", error };
  }
  return { kind: "answer", status: response.status, data: { text, peachCode: PEACH_SUCCESS } };
}

async function readAnswer<T>(name: LoyaltyRouteName, response: Response): Promise<LoyaltyCallResult<T>> {
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    console.warn(`Loyalty call ${name}: unreadable answer (HTTP ${response.status})`);
    return { kind: "network-error", error };
  }
  if (isProxyError(body)) {
    console.warn(`Loyalty call ${name}: ${body.error.code} (HTTP ${response.status})`);
    return { kind: "proxy-error", status: response.status, ...body.error };
  }
  if (typeof body === "object" && body !== null && typeof (body as LoyaltyAnswer).peachCode === "number") {
    return { kind: "answer", status: response.status, data: body as T & LoyaltyAnswer };
  }
  if (answersWithoutPeachCode[name]?.(body)) {
    return { kind: "answer", status: response.status, data: { ...(body as T), peachCode: PEACH_SUCCESS } };
  }
  console.warn(`Loyalty call ${name}: answer without peachCode (HTTP ${response.status})`);
  return {
    kind: "proxy-error",
    status: response.status,
    code: "BAD_ANSWER",
    message: "The loyalty service answered in an unexpected shape.",
  };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/**
 * SPEC §7: "Refresh responses give statusCode 0 or 200, memberDetails,
 * sessionManagementTokens" — such an answer is a success even without a peachCode.
 */
export function isRefreshSuccessWithoutPeachCode(body: unknown): boolean {
  if (!isObject(body) || "peachCode" in body) return false;
  const tokens = body.sessionManagementTokens;
  return (
    (body.statusCode === 0 || body.statusCode === 200) &&
    isObject(body.memberDetails) &&
    isObject(tokens) &&
    typeof tokens.boxofficeSessionToken === "string" &&
    tokens.boxofficeSessionToken !== "" &&
    typeof tokens.boxofficeRefreshSessionToken === "string" &&
    tokens.boxofficeRefreshSessionToken !== ""
  );
}

/** Routes whose successful answer may come without a peachCode (read as PEACH_SUCCESS). */
const answersWithoutPeachCode: Partial<Record<LoyaltyRouteName, (body: unknown) => boolean>> = {
  refreshLogin: isRefreshSuccessWithoutPeachCode,
  refreshLoginV3: isRefreshSuccessWithoutPeachCode,
};

/** A member call that got no answer (peachCode null) or an answer with a peachCode other than PEACH_SUCCESS. */
export class LoyaltyCallError extends Error {
  constructor(
    readonly peachCode: number | null,
    readonly clientErrorMessage: string | null = null,
  ) {
    super(peachCode === null ? "Loyalty call: no answer" : `Loyalty call: peachCode ${peachCode}`);
  }
}

/** The backend answered and refused (a peachCode): asking again gets the same answer. */
export const isLoyaltyRefusal = (error: unknown): error is LoyaltyCallError & { peachCode: number } =>
  error instanceof LoyaltyCallError && error.peachCode !== null;

/** The call got no answer (network, proxy, time-out): worth asking again. */
export const isLoyaltyUnanswered = (error: unknown): error is LoyaltyCallError =>
  error instanceof LoyaltyCallError && error.peachCode === null;

/** TanStack Query retry rule of member reads: an unanswered call, up to three times; never a refusal. */
export const retryUnansweredCall = (failures: number, error: Error): boolean => isLoyaltyUnanswered(error) && failures < 3;

/** The successful answer of a call; no answer or a peachCode other than PEACH_SUCCESS throws a LoyaltyCallError (refusals logged). */
export function answerOrThrow<T>(name: LoyaltyRouteName, result: LoyaltyCallResult<T>): T & LoyaltyAnswer {
  if (result.kind !== "answer") throw new LoyaltyCallError(null); // callLoyalty has logged it
  if (result.data.peachCode === PEACH_SUCCESS) return result.data;
  console.warn(`Loyalty call ${name}: the loyalty service answered peachCode ${result.data.peachCode}`);
  throw new LoyaltyCallError(result.data.peachCode, result.data.clientErrorMessage ?? null);
}

function isProxyError(body: unknown): body is { error: { code: string; message: string } } {
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === "object" && error !== null && typeof (error as { code?: unknown }).code === "string";
}
