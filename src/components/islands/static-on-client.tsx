import { StaticHtml } from "./static-html";

/**
 * What a `*.static.tsx` module is in the browser bundle (src/builder/webpack.ts replaces each one with this): the
 * boundary that keeps the server's HTML, without the code that rendered it. A static module's default export is its
 * one component, and names its region.
 */
export default function StaticOnClient({ region }: { region: string }) {
  return <StaticHtml region={region} />;
}
