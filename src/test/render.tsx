import { render, type RenderOptions } from "@testing-library/react";
import type { ReactElement } from "react";
import { RootWrapper } from "../app/root-wrapper";

/**
 * The site's real providers (messages in French, theme), for a test that renders or pre-renders a page itself: tests
 * of the layers before src/app reach it through here (eslint.config.mjs).
 */
export { RootWrapper };

/** Renders with the real providers of the site (messages in French, theme). */
export const renderWithProviders = (ui: ReactElement, options?: RenderOptions) =>
  render(ui, { wrapper: RootWrapper, ...options });
