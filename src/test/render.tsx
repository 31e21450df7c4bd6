import { render, type RenderOptions } from "@testing-library/react";
import type { ReactElement } from "react";
import { RootWrapper } from "../app/root-wrapper";

/** Renders with the real providers of the site (messages in French, theme). */
export const renderWithProviders = (ui: ReactElement, options?: RenderOptions) =>
  render(ui, { wrapper: RootWrapper, ...options });
