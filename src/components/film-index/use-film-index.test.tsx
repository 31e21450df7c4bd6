import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { filmIndexShard } from "../../lib/film-index/film-index";
import { serveFilmIndex } from "./test-support/serve-film-index";
import { fetchFilmIndexShard } from "./fetch-film-index-shard";
import { useFilmIndexEntries } from "./use-film-index";

const films = [
  { id: "1048213", slug: "les-heures-claires", title: "Les Heures claires" },
  { id: "123456", slug: "le-grand-large", title: "Le Grand Large" },
  { id: "9999999999", slug: "archives", title: "Archives" },
];

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } })}>
    {children}
  </QueryClientProvider>
);

afterEach(() => vi.unstubAllGlobals());

describe("useFilmIndexEntries", () => {
  it("fetches only the shards of the ids asked for, once each, and finds their entries", async () => {
    vi.stubGlobal("fetch", vi.fn());
    const served = serveFilmIndex(films);
    const { result } = renderHook(() => useFilmIndexEntries(["1048213", "123456", "7777777"]), { wrapper });
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.entries.get("1048213")).toEqual({
      title: "Les Heures claires",
      path: "/films/1048213-les-heures-claires/",
    });
    expect(result.current.entries.get("123456")?.path).toBe("/films/123456-le-grand-large/");
    expect(result.current.entries.has("7777777")).toBe(false);
    const expected = [...new Set(["1048213", "123456", "7777777"].map(filmIndexShard))].map(
      (shard) => `/film-index/${shard}.json`,
    );
    expect([...served.requested].sort()).toEqual(expected.sort());
    expect(served.requested).not.toContain(`/film-index/${filmIndexShard("9999999999")}.json`);
  });

  it("asks for nothing without ids", () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const { result } = renderHook(() => useFilmIndexEntries([]), { wrapper });
    expect(result.current).toMatchObject({ isPending: false, isError: false });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("reports a shard that cannot be loaded", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("", { status: 404 })),
    );
    const { result } = renderHook(() => useFilmIndexEntries(["1048213"]), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.entries.size).toBe(0);
  });
});

describe("fetchFilmIndexShard", () => {
  it("leaves out the hostile entries of a served shard", async () => {
    const shard = {
      "1048213": { title: "Les Heures claires", path: "/films/1048213-les-heures-claires/" },
      "1234567": { title: "Ailleurs", path: "https://evil.example/films/1234567-x/" },
      "2345678": { title: "Script", path: "javascript:alert(1)" },
    };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json(shard)),
    );
    const entries = await fetchFilmIndexShard("2a");
    expect([...entries.keys()]).toEqual(["1048213"]);
    expect(fetch).toHaveBeenCalledWith("/film-index/2a.json");
  });
});
