import type { GatsbyConfig } from "gatsby";
import site from "./content/site.json";
import { buildsForNetlify, netlifyAdapter } from "./src/builder/netlify-adapter";
import { siteSecurityHeaderRules } from "./src/server/security/site-security-headers";

const headers = siteSecurityHeaderRules();

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: site.domain, title: site.name },
  pathPrefix: site.pathPrefix || undefined,
  trailingSlash: "always",
  jsxRuntime: "automatic",
  graphqlTypegen: false,
  // Applied by the host: on Netlify through its adapter (docs/deploying.md); npm start applies the same rules
  // (scripts/serve-security-headers.cjs).
  headers,
  ...(buildsForNetlify() ? { adapter: netlifyAdapter(headers) } : {}),
  plugins: [
    {
      resolve: "gatsby-plugin-styled-components",
      // Shorter class names and dead-code-friendly styled calls in production bundles.
      options: { displayName: process.env.NODE_ENV !== "production", fileName: false, pure: true },
    },
  ],
};

export default config;
