import type { GatsbyFunctionRequest } from "gatsby";

type Query = Record<string, string | string[] | undefined>;

const searchOf = (query: Query): string =>
  new URLSearchParams(
    Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [value].flat().map((one) => [name, one]))),
  ).toString();

/**
 * The path and query a request was sent to, whatever the host's adapter gives the Function: `gatsby serve` an
 * Express request (`originalUrl`, query included); Netlify's adapter the path alone in `url` and `originalUrl`, the
 * whole address in `rawUrl`, the query in `query`. Gatsby documents `req.query` for every host: it is the last resort.
 */
export function requestTarget(req: GatsbyFunctionRequest): string {
  const rawUrl: unknown = (req as { rawUrl?: unknown }).rawUrl;
  if (typeof rawUrl === "string" && URL.canParse(rawUrl)) {
    const { pathname, search } = new URL(rawUrl);
    return `${pathname}${search}`;
  }
  const given = ("originalUrl" in req && typeof req.originalUrl === "string" ? req.originalUrl : req.url) || "/";
  if (given.includes("?")) return given;
  const search = req.query && typeof req.query === "object" ? searchOf(req.query) : "";
  return search ? `${given}?${search}` : given;
}
