import type { IAdapter } from "gatsby";
import createNetlifyAdapter from "gatsby-adapter-netlify";
import { hostHeaderRoutes } from "../server/security/host-header-routes";
import type { HeaderRule } from "../server/security/security-headers";

/**
 * Gatsby's Netlify adapter, given the site's headers as a few rules (host-header-routes.ts) instead of Gatsby's one
 * rule per page and file, which repeated every header for each of them (804 rules, 798 KB at 27 films).
 */
export function netlifyAdapter(siteRules: readonly HeaderRule[]): IAdapter {
  const adapter = createNetlifyAdapter();
  return {
    ...adapter,
    // On Netlify the adapter restores .cache/ and public/ from the build cache (the previous build's hashed files
    // stay served, docs/deploying.md). Its local emulation would copy both into .netlify/ at every build, where the
    // project's own folders persist anyway.
    cache: process.env.NETLIFY ? adapter.cache : undefined,
    adapt(context) {
      const headerRoutes = hostHeaderRoutes(
        siteRules,
        context.headerRoutes.map(({ path }) => path),
        context.pathPrefix,
      );
      return adapter.adapt(Object.create(context, { headerRoutes: { value: headerRoutes } }) as typeof context);
    },
  };
}

/** A build on Netlify (NETLIFY) or in its local emulation (`netlify build`: NETLIFY_LOCAL), as Gatsby tells them. */
export const buildsForNetlify = (env: NodeJS.ProcessEnv = process.env): boolean => Boolean(env.NETLIFY || env.NETLIFY_LOCAL);
