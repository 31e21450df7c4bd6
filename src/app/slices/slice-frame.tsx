import type { ReactNode } from "react";
import { SliceLocation } from "../../components/site-link/link-context";
import { SliceStyle } from "./slice-style";

/** What every slice's content sits in: no current page until hydrated (one HTML for all pages), and its own styles. */
export function SliceFrame({ children }: { children: ReactNode }) {
  return (
    <SliceLocation>
      <SliceStyle />
      {children}
    </SliceLocation>
  );
}
