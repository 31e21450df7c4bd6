// Gatsby's build hooks: each lives in src/build/ (docs/architecture.md, "Data flow").
export { createPages, onCreatePage } from "./src/build/create-pages";
export { onCreateWebpackConfig } from "./src/build/webpack";
export { onPostBuild } from "./src/build/post-build";
