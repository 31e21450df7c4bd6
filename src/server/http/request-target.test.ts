import { Readable } from "node:stream";
import type { GatsbyFunctionRequest } from "gatsby";
import { describe, expect, it } from "vitest";
import { requestTarget } from "./request-target";

/**
 * A request as gatsby-adapter-netlify's handler makes it from Netlify's event (its createRequestObject): the path
 * alone in url and originalUrl, the whole address in rawUrl, the query as an object.
 */
function netlifyRequest(path: string, query: Record<string, string>, rawUrl: string | undefined): GatsbyFunctionRequest {
  const req = Object.assign(new Readable(), { url: path, originalUrl: path, rawUrl, query, method: "GET", headers: {} });
  return req as unknown as GatsbyFunctionRequest;
}

/** A request as `gatsby serve` (Express) gives it. */
const expressRequest = (originalUrl: string, url = "/") =>
  ({ originalUrl, url, query: {}, method: "GET", headers: {} }) as unknown as GatsbyFunctionRequest;

describe("requestTarget", () => {
  it("keeps the query of a Netlify request, from its whole address", () => {
    const req = netlifyRequest(
      "/api/startticketing/redirect",
      { theaterCode: "1042", perfCode: "431035" },
      "https://cinema.example/api/startticketing/redirect?theaterCode=1042&perfCode=431035",
    );
    expect(requestTarget(req)).toBe("/api/startticketing/redirect?theaterCode=1042&perfCode=431035");
  });

  it("rebuilds the query from req.query when the host gives no whole address", () => {
    const req = netlifyRequest("/api/refund/redirect", { requestData: "a b&c", email: "m@example.fr" }, undefined);
    expect(requestTarget(req)).toBe("/api/refund/redirect?requestData=a+b%26c&email=m%40example.fr");
  });

  it("keeps repeated names given as a list", () => {
    const req = netlifyRequest("/api/x", {}, undefined);
    Object.assign(req, { query: { a: ["1", "2"] } });
    expect(requestTarget(req)).toBe("/api/x?a=1&a=2");
  });

  it("reads an Express request's original URL, query included", () => {
    expect(requestTarget(expressRequest("/api/launch/ticketing/redirect?token=t", "/redirect"))).toBe(
      "/api/launch/ticketing/redirect?token=t",
    );
  });

  it("ignores a whole address that does not parse", () => {
    const req = netlifyRequest("/api/x", { a: "1" }, "not a url");
    expect(requestTarget(req)).toBe("/api/x?a=1");
  });
});
