import type { GatsbyConfig } from "gatsby";
import site from "./content/site.json";
import { siteSecurityHeaderRules } from "./src/server/security/site-security-headers";

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: site.domain, title: site.name },
  pathPrefix: site.pathPrefix || undefined,
  trailingSlash: "always",
  jsxRuntime: "automatic",
  graphqlTypegen: false,
  // Applied by a Gatsby host (adapter); npm start applies the same rules (scripts/serve-security-headers.cjs).
  headers: siteSecurityHeaderRules(),
  plugins: [
    {
      resolve: "gatsby-plugin-styled-components",
      // Shorter class names and dead-code-friendly styled calls in production bundles.
      options: { displayName: process.env.NODE_ENV !== "production", fileName: false, pure: true },
    },
  ],
};

export default config;
