import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { sendResponse } from "../http/gatsby-adapter";
import { requestTarget } from "../http/request-target";
import { serverRuntime } from "../runtime";
import { handleTicketingRedirect } from "./handle-ticketing-redirect";
import type { RedirectTargetName } from "./redirect-table";

/** The Gatsby Function of one redirect endpoint. */
export const redirectFunction =
  (target: RedirectTargetName) =>
  (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): void => {
    const request = { method: req.method ?? "GET", url: requestTarget(req) };
    sendResponse(res, handleTicketingRedirect(target, request, serverRuntime().config));
  };
