import { writeFile } from "node:fs/promises";
import path from "node:path";
import { absoluteUrl, paths } from "../../config/paths";

interface BuiltPage {
  path: string;
  matchPath?: string | undefined;
}

/** Pages that search engines should not index: errors, client-only routes, member area. */
const isIndexable = (page: BuiltPage) =>
  !page.matchPath &&
  !/^\/(404|500)(\.html|\/)?$/.test(page.path) &&
  !page.path.startsWith("/dev-404") &&
  page.path !== paths.login() &&
  page.path !== paths.account();

export function renderSitemap(pages: readonly BuiltPage[]): string {
  const urls = pages
    .filter(isIndexable)
    .map((page) => page.path)
    .sort()
    .map((pagePath) => `  <url><loc>${absoluteUrl(pagePath)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export const renderRobots = () =>
  `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: ${paths.account()}\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;

export async function writeSitemapAndRobots(pages: readonly BuiltPage[], publicDir: string): Promise<void> {
  await writeFile(path.join(publicDir, "sitemap.xml"), renderSitemap(pages));
  await writeFile(path.join(publicDir, "robots.txt"), renderRobots());
}
