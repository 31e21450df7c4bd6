import { isEmailShaped } from "../email";
import { allLoyaltyRoutes, type HttpMethod, type LoyaltyRoute, type LoyaltyRouteName } from "./route-table";

export type PathParams = Record<string, string>;

const paramShapes: Record<string, (value: string) => boolean> = {
  circuit: (v) => /^\d{1,10}$/.test(v),
  cinema: (v) => /^\d{1,10}$/.test(v),
  id: (v) => /^[A-Za-z0-9_-]{1,64}$/.test(v),
  email: isEmailShaped,
};

const PLACEHOLDER = /\{(\w+)\}/g;

/** The names of a template's path parameters, in order. */
export const pathParamNames = (template: string): string[] => [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!);

/** Fills a template; throws when a value does not have its parameter's shape. */
export function buildRoutePath(template: string, params: PathParams = {}): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = params[name];
    if (value === undefined || !paramShapes[name]?.(value)) throw new Error(`Invalid path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/**
 * Matches a concrete path (as sent by a client, URL-encoded) against a template.
 * Returns the decoded parameters, or null when the path does not match or a
 * parameter does not have its shape (so `..`, `%2F`, a URL or a backslash never match).
 */
export function matchRoutePath(template: string, path: string): PathParams | null {
  return matchSegments(template.split("/"), path.split("/"));
}

function matchSegments(templateSegments: readonly string[], pathSegments: readonly string[]): PathParams | null {
  if (templateSegments.length !== pathSegments.length) return null;
  const params: PathParams = {};
  for (const [i, expected] of templateSegments.entries()) {
    const actual = pathSegments[i]!;
    const name = /^\{(\w+)\}$/.exec(expected)?.[1];
    if (!name) {
      if (actual !== expected) return null;
      continue;
    }
    let value: string;
    try {
      value = decodeURIComponent(actual);
    } catch {
      return null;
    }
    if (!paramShapes[name]?.(value)) return null;
    params[name] = value;
  }
  return params;
}

export type RouteLookup =
  | { kind: "found"; name: LoyaltyRouteName; route: LoyaltyRoute; params: PathParams }
  | { kind: "wrong-method"; allowed: HttpMethod[] }
  | { kind: "not-found" };

const splitRoutes = allLoyaltyRoutes.map(([name, route]) => ({ name, route, segments: route.path.split("/") }));

/** Finds the route table entry for a method and a concrete path. */
export function findLoyaltyRoute(method: string, path: string): RouteLookup {
  const allowed: HttpMethod[] = [];
  const pathSegments = path.split("/");
  for (const { name, route, segments } of splitRoutes) {
    const params = matchSegments(segments, pathSegments);
    if (!params) continue;
    if (route.method === method) return { kind: "found", name, route, params };
    allowed.push(route.method);
  }
  return allowed.length > 0 ? { kind: "wrong-method", allowed } : { kind: "not-found" };
}
