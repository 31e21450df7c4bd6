// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { navigate } from "../../test/gatsby-mock";
import { leaveSiteFor, navigateTo } from "./navigate";

const at = (path: string) => window.history.replaceState(null, "", path);

describe("the site's programmatic navigation", () => {
  afterEach(() => {
    navigate.mockClear();
    vi.restoreAllMocks();
    at("/");
  });

  it("navigates client-side from an ordinary page", () => {
    at("/films/");
    navigateTo("/films/42-dune/", { replace: true });
    expect(navigate).toHaveBeenCalledWith("/films/42-dune/", { replace: true });
  });

  it.each([
    ["/films/", {}, "assign"],
    ["/films/?jour=2026-12-01", {}, "assign"],
    ["/", { replace: true }, "replace"],
  ] as const)("loads %s, a page with a static part, from the server (%o)", (path, options, method) => {
    const load = { assign: vi.fn(), replace: vi.fn() };
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, pathname: "/connexion/", ...load });
    navigateTo(path, options);
    expect(load[method]).toHaveBeenCalledWith(path);
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each(["/cms-preview/", "/cms-preview/films/", "/cms-preview/connexion/"])("never leaves the preview page %s", (path) => {
    at(path);
    navigateTo("/films/42-dune/");
    expect(navigate).not.toHaveBeenCalled();
  });

  it("never leaves the site from a preview page either", () => {
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, pathname: "/cms-preview/mon-compte/", assign });
    leaveSiteFor("https://pay.google.com/gp/v/save/x");
    expect(assign).not.toHaveBeenCalled();
  });

  it("leaves the site from an ordinary page", () => {
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, pathname: "/mon-compte/", assign });
    leaveSiteFor("https://pay.google.com/gp/v/save/x");
    expect(assign).toHaveBeenCalledWith("https://pay.google.com/gp/v/save/x");
  });
});
