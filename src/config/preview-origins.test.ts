import { describe, expect, it } from "vitest";
import { originOf, previewOrigins } from "./preview-origins";

describe("preview origins", () => {
  it("are the configured staging and production origins plus a valid override", () => {
    expect(previewOrigins("http://localhost:8000/path")).toEqual([
      "https://cms.staging.cinema-aurore.fr",
      "https://cms.cinema-aurore.fr",
      "http://localhost:8000",
    ]);
  });
  it("ignore an override that is not an http(s) URL", () => {
    expect(previewOrigins("javascript:alert(1)")).toHaveLength(2);
    expect(originOf("*")).toBeNull();
  });
});
