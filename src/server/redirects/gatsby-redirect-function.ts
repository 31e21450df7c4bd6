import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { sendResponse } from "../http/gatsby-adapter";
import { serverRuntime } from "../runtime";
import { handleTicketingRedirect } from "./handle-ticketing-redirect";
import type { RedirectTargetName } from "./redirect-table";

/** The Gatsby Function of one redirect endpoint. */
export const redirectFunction =
  (target: RedirectTargetName) =>
  (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): void => {
    const url = "originalUrl" in req && typeof req.originalUrl === "string" ? req.originalUrl : req.url;
    sendResponse(res, handleTicketingRedirect(target, { method: req.method ?? "GET", url }, serverRuntime().config));
  };
