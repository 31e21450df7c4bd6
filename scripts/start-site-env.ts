/**
 * What `npm start` gives its `gatsby serve`: the sandbox as the loyalty backend, and the address the site is on as
 * SITE_URL, where the proxy points the password-reset mail's link (otherwise content/site.json's production domain).
 * A SITE_URL already set wins (the site reached through a tunnel or a name on the network).
 */
export const startSiteEnv = (sitePort: number, sandboxUrl: string, env: NodeJS.ProcessEnv = process.env) => ({
  LOYALTY_API_URL: sandboxUrl,
  SITE_URL: env.SITE_URL || `http://localhost:${sitePort}`,
});
