import type { AnchorHTMLAttributes } from "react";
import { vi } from "vitest";

/** Gatsby's Link and navigate outside a Gatsby app: what `gatsby` is in jsdom tests (vitest.config.mts). */
export const Link = ({
  to,
  children,
  partiallyActive: _partiallyActive,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; partiallyActive?: boolean }) => (
  <a href={to} {...props}>
    {children}
  </a>
);

/** No path prefix in tests. */
export const withPrefix = (path: string) => path;

export const navigate = vi.fn(async (_to: string, _options?: { replace?: boolean }) => {});

/** A Gatsby Slice (the header and footer, built once for all pages): nothing in a page's component tests. */
export const Slice = (_props: { alias: string }) => null;
