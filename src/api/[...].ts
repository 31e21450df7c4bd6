import { apiNotFound } from "../server/http/api-not-found";

// Body parsers off: no body is read.
export * from "../../gatsby-function-config";

/** /api/* paths that are no endpoint: JSON 404 (docs/proxy.md). */
export default apiNotFound;
