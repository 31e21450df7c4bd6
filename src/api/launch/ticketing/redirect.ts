import { redirectFunction } from "../../../server/redirects/gatsby-redirect-function";
import { rawBodyFunctionConfig } from "../../../server/http/gatsby-adapter";

// Body parsers off: a body is never read here, so parse errors cannot preempt the JSON 405.
export const config = rawBodyFunctionConfig;

/** GET /api/launch/ticketing/redirect → the ticketing site (docs/proxy.md). */
export default redirectFunction("launchTicketing");
