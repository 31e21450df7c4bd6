// Gatsby's build hooks: each lives in src/builder/ (docs/architecture.md, "Data flow").
export { createPages, onCreatePage } from "./src/builder/create-pages";
export { onCreateWebpackConfig } from "./src/builder/webpack";
export { onPostBuild } from "./src/builder/post-build";
