import type { GatsbyConfig } from "gatsby";
import site from "./content/site.json";

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: site.domain, title: site.name },
  pathPrefix: site.pathPrefix || undefined,
  trailingSlash: "always",
  jsxRuntime: "automatic",
  graphqlTypegen: false,
  plugins: ["gatsby-plugin-styled-components"],
};

export default config;
