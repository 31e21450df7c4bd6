import type { HttpMethod, ResponseFormat } from "./route-table";

/** The JSON body the browser posts to the proxy (SPEC §7). */
export interface LoyaltyProxyRequest {
  method: HttpMethod;
  /** The concrete upstream route, e.g. "/Member/GetMembershipList/1234". */
  route: string;
  format: ResponseFormat;
  captchaResponse?: string | null;
  /** Query parameters of the upstream call. */
  params?: Record<string, string | number | boolean>;
  /** The upstream request body. */
  body?: unknown;
}

/** Error body of the proxy and the redirect endpoints. */
export interface ApiErrorBody {
  error: { code: string; message: string };
}
