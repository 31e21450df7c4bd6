import { redirectFunction } from "../../server/redirects/gatsby-redirect-function";

// Body parsers off: no body is read, so a parse error cannot preempt the JSON 405.
export * from "../../../gatsby-function-config";

/** GET /api/startconcessions/redirect → the ticketing site (docs/proxy.md). */
export default redirectFunction("startconcessions");
