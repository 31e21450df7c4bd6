import { memo, useEffect, useRef, type ReactNode } from "react";
import { KEEP_SERVER_HTML } from "./keep-server-html";
import { reloadForStaticHtml } from "./reload-for-static-html";

/**
 * A static part of a page (docs/architecture.md, "Islands"): the build renders its content; in the browser
 * (`__STATIC_HTML__`, where its module is static-on-client.tsx) the element is rendered empty with an innerHTML
 * React neither compares nor writes while hydrating, so the server's HTML stays as it is and React has no fiber
 * inside it: no hydration, no re-render, no context reaching it. Memoised without props: the page's own renders
 * never reach it (a new innerHTML object would replace the content).
 */
export const StaticHtml = memo(
  function StaticHtml({ region, children }: { region: string; children?: ReactNode }) {
    const ref = useRef<HTMLDivElement>(null);
    const inBrowserBundle = typeof __STATIC_HTML__ !== "undefined" && __STATIC_HTML__;
    useEffect(() => {
      // Gatsby rendered the page itself (a client-side navigation, back or forward): only the server has the part.
      if (inBrowserBundle && !ref.current?.hasChildNodes()) reloadForStaticHtml(region);
    }, [inBrowserBundle, region]);
    if (!inBrowserBundle) return <div data-static-region={region}>{children}</div>;
    return <div ref={ref} data-static-region={region} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  },
  () => true,
);
