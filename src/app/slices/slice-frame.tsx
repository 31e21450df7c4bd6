import type { ReactNode } from "react";
import { SliceLocation } from "../../components/site-link/link-context";

/**
 * What every slice's content sits in: no current page until hydrated (one HTML for all pages). Its styles are in
 * each page's head (slice-styles.tsx).
 */
export function SliceFrame({ children }: { children: ReactNode }) {
  return <SliceLocation>{children}</SliceLocation>;
}
