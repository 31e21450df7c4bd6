import { readFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { PREVIEW_PREFIX } from "../../../src/lib/preview-vocabulary";
import { SITE_FILE } from "../config/site";
import { cmsContentSecurityPolicy, cmsPage, type CmsDefaults } from "./cms-stand-in-page";

/** The part of content/site.json the page starts from (the site validates the whole file). */
const defaultsSchema = z.object({
  theme: z.object({ palette: z.record(z.string(), z.string()), fonts: z.object({ body: z.string(), heading: z.string() }) }),
  layout: z.object({
    headerLayout: z.string(),
    footerLayout: z.string(),
    logoSize: z.string(),
    hasSearch: z.boolean(),
    footerMobileLinks: z.array(z.object({ label: z.string(), to: z.string() })),
  }),
});

export const readCmsDefaults = (file = SITE_FILE): CmsDefaults => {
  const { theme, layout } = defaultsSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  return { palette: theme.palette, fonts: theme.fonts, layout };
};

/** A site path to preview: `/`, `/films/`…; anything else previews the home page. */
const PAGE_PATH = /^\/(?:[\w.~-]+\/)*$/;

/**
 * Stands in for the content-management app of the live preview (SPEC §1): GET /sandbox/cms?page=/films/
 * frames the site's preview copy of the page and sends it each display setting by postMessage. The site
 * accepts it when the sandbox's origin is its preview override (GATSBY_PREVIEW_ORIGIN, set by npm start).
 */
export function registerCmsStandIn(app: FastifyInstance, siteUrl: string): void {
  const siteOrigin = new URL(siteUrl).origin;
  const defaults = readCmsDefaults();
  app.get<{ Querystring: { page?: unknown } }>("/sandbox/cms", (request, reply) => {
    const page = typeof request.query.page === "string" && PAGE_PATH.test(request.query.page) ? request.query.page : "/";
    return reply
      .headers({
        "content-type": "text/html; charset=utf-8",
        "content-security-policy": cmsContentSecurityPolicy(siteOrigin),
        "x-content-type-options": "nosniff",
        "referrer-policy": "no-referrer",
      })
      .send(cmsPage(siteOrigin, PREVIEW_PREFIX, page, defaults));
  });
}
