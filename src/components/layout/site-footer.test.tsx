// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";

afterEach(() => vi.unstubAllGlobals());

it.each([
  ["2026-12-31T22:30:00Z", "2026"],
  // 00:30 on 1 January in Paris: the cinema's new year, whatever the visitor's or the build machine's zone.
  ["2026-12-31T23:30:00Z", "2027"],
])("a build at %s signs the footer © %s", async (buildTime, year) => {
  vi.stubGlobal("__BUILD_TIME__", buildTime);
  vi.resetModules();
  const { SiteFooter } = await import("./site-footer");
  renderWithProviders(<SiteFooter />);
  expect(screen.getByRole("contentinfo")).toHaveTextContent(new RegExp(`© ${year} Cinéma L’Aurore`));
});
