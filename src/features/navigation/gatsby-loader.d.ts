/** The part of Gatsby's page loader (gatsby/cache-dir/loader.js, untyped) that gatsby-loader-messages.test.ts runs. */
declare module "gatsby/cache-dir/loader" {
  export class ProdLoader {
    constructor(
      asyncRequires: { components: Record<string, () => Promise<unknown>> },
      matchPaths: readonly unknown[],
      pageData: unknown,
    );
    loadComponent(chunkName: string): Promise<unknown>;
  }
}
