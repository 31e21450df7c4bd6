/**
 * A campaign's parameters (SPEC §2): only the `utm_` parameters of the current page are carried onto the site's
 * links, the link's own values winning. One rule for the links React renders (resolve-link.ts) and for those of the
 * pre-rendered HTML before and outside React (campaign-links.ts).
 */

const isCampaignParameter = (name: string) => name.startsWith("utm_");

/** Whether a page's query carries a campaign (one `utm_` parameter or more). */
export const hasCampaign = (search: string): boolean => [...new URLSearchParams(search).keys()].some(isCampaignParameter);

/** A link's query (`?a=1` or "") with the page's `utm_` parameters added where the link has none of that name. */
export function withCampaign(search: string, pageSearch: string): string {
  const query = new URLSearchParams(search);
  for (const [name, value] of new URLSearchParams(pageSearch)) {
    if (isCampaignParameter(name) && !query.has(name)) query.append(name, value);
  }
  const text = query.toString();
  return text ? `?${text}` : "";
}
