import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { errorResponse } from "../server/http/api-error";
import { adaptRequest, sendResponse } from "../server/http/gatsby-adapter";
import { handleLoyaltyProxy } from "../server/loyalty-proxy/handle-loyalty-proxy";
import { JSON_BODY_LIMIT } from "../server/loyalty-proxy/proxy-call";
import { serverRuntime } from "../server/runtime";

// Body parsers off: the handler reads the raw body (see gatsby-function-config.ts).
export * from "../../gatsby-function-config";

/** POST /api/loyalty: the loyalty proxy (docs/proxy.md). */
export default async function loyaltyProxy(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  try {
    const adapted = await adaptRequest(req, JSON_BODY_LIMIT);
    if (!adapted.ok) return sendResponse(res, adapted.response, true);
    const { config: serverConfig, throttle, refreshReplay } = serverRuntime();
    const response = await handleLoyaltyProxy(adapted.request, {
      fetch,
      config: serverConfig,
      throttle,
      refreshReplay,
      now: Date.now,
    });
    sendResponse(res, response, adapted.cutOff);
  } catch {
    if (!res.headersSent) sendResponse(res, errorResponse("INTERNAL_ERROR", "The proxy failed unexpectedly."), true);
  }
}
