// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Link, navigate, parsePath, withAssetPrefix, withPrefix } from "./gatsby-link-without-link";

const ___navigate = vi.fn();

beforeEach(() => {
  vi.stubGlobal("__BASE_PATH__", "");
  vi.stubGlobal("__PATH_PREFIX__", "");
  vi.stubGlobal("__TRAILING_SLASH__", "always");
  vi.stubGlobal("___navigate", ___navigate);
  window.history.replaceState(null, "", "/films/42-dune/");
});

afterEach(() => {
  vi.unstubAllGlobals();
  ___navigate.mockReset();
});

describe("gatsby-link without its Link (the browser bundle's)", () => {
  it("navigates as Gatsby does: the trailing slash added, the query and hash kept, relative paths from the page", () => {
    navigate("/cinema", { replace: true });
    navigate("/films/?jour=2026-12-07#seances");
    navigate("tarifs");
    navigate("../../contact?sujet=groupes");
    navigate("/plan.pdf");
    navigate(-1);
    expect(___navigate.mock.calls).toEqual([
      ["/cinema/", { replace: true }],
      ["/films/?jour=2026-12-07#seances", undefined],
      ["/films/42-dune/tarifs/", undefined],
      ["/contact/?sujet=groupes", undefined],
      ["/plan.pdf", undefined],
      [-1, undefined],
    ]);
  });

  it("prefixes a site's paths, never another site's address", () => {
    vi.stubGlobal("__BASE_PATH__", "/aurore");
    vi.stubGlobal("__PATH_PREFIX__", "/aurore");
    expect(withPrefix("/films/")).toBe("/aurore/films/");
    expect(withPrefix("films/")).toBe("/aurore/films/");
    expect(withPrefix("https://www.cnc.fr/")).toBe("https://www.cnc.fr/");
    expect(withPrefix("./plan/")).toBe("./plan/");
    expect(withAssetPrefix("/logo.svg")).toBe("/aurore/logo.svg");
    navigate("/films/");
    expect(___navigate).toHaveBeenCalledWith("/aurore/films/", undefined);
  });

  it("parses a path as Gatsby's runtime reads it", () => {
    expect(parsePath("/films/?jour=2026-12-07#seances")).toEqual({
      pathname: "/films/",
      search: "?jour=2026-12-07",
      hash: "#seances",
    });
    expect(parsePath("/films/?#")).toEqual({ pathname: "/films/", search: "", hash: "" });
    expect(parsePath(undefined)).toEqual({ pathname: "/", search: "", hash: "" });
  });

  it("has no Link: a use of it says what to use instead", () => {
    expect(() => Link()).toThrow(/SiteLink/);
  });
});
