// Stands in, in production bundles, for Gatsby's internal Partytown plugin's gatsby-browser: its only
// hook returns at once outside `gatsby develop`, but its imports (gatsby-script, Partytown's snippet:
// 2.2 KB gzip) shipped on every first load. The site has no off-main-thread scripts.
export {};
