import { useState, type ReactNode, type Ref } from "react";
import { isHydratingFirstPage } from "../use-hydrated";
import { KEEP_SERVER_HTML } from "./keep-server-html";

/**
 * Whether a part of the first page keeps the server's HTML (KeptServerHtml): decided once, when it mounts, for the
 * thing it shows (`of`, a film's id): the same component given another thing after a client-side navigation
 * renders it.
 */
export function useKeptServerHtml(of: string): boolean {
  const [keptOf] = useState(() => (isHydratingFirstPage() ? of : null));
  return keptOf === of;
}

/**
 * A kept part (docs/architecture.md, "Islands"): on the page the visitor loaded, React hydrates an element whose
 * innerHTML it neither compares nor writes, so the server's HTML stays as it is, with no fiber inside to hydrate or
 * render again; after a client-side navigation it renders `children` as any part. Its element takes no box.
 */
export function KeptServerHtml({ kept, ref, children }: { kept: boolean; ref?: Ref<HTMLDivElement>; children: ReactNode }) {
  if (kept) return <div key="kept" ref={ref} data-kept="" dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  return (
    <div key="rendered" ref={ref} data-kept="">
      {children}
    </div>
  );
}
