import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { errorResponse } from "./api-error";
import { sendResponse } from "./gatsby-adapter";

/** Any /api/* path that is not an endpoint: a JSON 404, never the site's HTML page. */
export function apiNotFound(_req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): void {
  sendResponse(res, errorResponse("NOT_FOUND", "There is no endpoint at this path."));
}
