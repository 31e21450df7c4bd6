import { absoluteUrl } from "../config/paths";
import { siteConfig } from "../config/site-config";
import { jsonLdText, type JsonLdText } from "../lib/json-ld";

export interface SeoProps {
  title: string;
  description: string;
  /** The page's path on the site: gives the canonical URL. */
  path: string;
  image?: string;
  type?: "website" | "video.movie";
  /** The page's structured data, or the build's text of it (a film page's: its context's `jsonLd`). */
  jsonLd?: object | object[] | JsonLdText;
  noindex?: boolean;
}

/** Everything a page puts in <head> (rendered through Gatsby's Head API). */
export function Seo({ title, description, path, image, type = "website", jsonLd, noindex = false }: SeoProps) {
  const fullTitle = title === siteConfig.name ? title : `${title} | ${siteConfig.name}`;
  const url = absoluteUrl(path);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={siteConfig.name} />
      <meta property="og:locale" content={siteConfig.locale.replace("-", "_")} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {image && <meta property="og:image" content={absoluteUrl(image)} />}
      <meta name="twitter:card" content={image ? "summary_large_image" : "summary"} />
      {jsonLd && <script type="application/ld+json">{typeof jsonLd === "string" ? jsonLd : jsonLdText(jsonLd)}</script>}
    </>
  );
}
