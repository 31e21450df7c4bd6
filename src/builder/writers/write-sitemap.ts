import { existsSync, readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { absoluteUrl, paths } from "../../config/paths";

interface BuiltPage {
  path: string;
  matchPath?: string | undefined;
}

/** The HTML Gatsby wrote for a page path, if any ("/a/" → a/index.html, "/404.html" → 404.html). */
export const builtHtmlFile = (publicDir: string, pagePath: string) =>
  path.join(publicDir, pagePath.endsWith(".html") ? pagePath : path.join(pagePath, "index.html"));

/** True when the page's head carries `<meta name="robots" content="…noindex…">` (the Seo component's `noindex`). */
export const hasNoindex = (html: string) =>
  (html.match(/<meta\b[^>]*>/gi) ?? []).some((tag) => /\bname="robots"/i.test(tag) && /\bcontent="[^"]*noindex/i.test(tag));

/**
 * The sitemap lists the pre-rendered pages that search engines may index: the
 * page itself decides (its `noindex` meta tag), so the sitemap cannot disagree
 * with it. Client-only routes and pages without HTML are left out.
 */
export function renderSitemap(pages: readonly BuiltPage[], htmlOf: (pagePath: string) => string | undefined): string {
  const urls = pages
    .filter((page) => {
      if (page.matchPath) return false;
      const html = htmlOf(page.path);
      return html !== undefined && !hasNoindex(html);
    })
    .map((page) => page.path)
    .sort()
    .map((pagePath) => `  <url><loc>${absoluteUrl(pagePath)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export const renderRobots = () =>
  `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: ${paths.account()}\n\nSitemap: ${absoluteUrl(paths.sitemap())}\n`;

export async function writeSitemapAndRobots(pages: readonly BuiltPage[], publicDir: string): Promise<void> {
  const htmlOf = (pagePath: string) => {
    const file = builtHtmlFile(publicDir, pagePath);
    return existsSync(file) ? readFileSync(file, "utf8") : undefined;
  };
  await writeFile(path.join(publicDir, "sitemap.xml"), renderSitemap(pages, htmlOf));
  await writeFile(path.join(publicDir, "robots.txt"), renderRobots());
}
