import { describe, expect, it } from "vitest";
import { jsonInScript } from "./json-in-script";

describe("jsonInScript", () => {
  it("writes no `<`: a `</script>` or `<!--` in a value can neither close the script nor open a comment", () => {
    const value = { name: "</script><script>alert(1)</script>", description: "<!-- <script>", "@type": "Movie" };
    const text = jsonInScript(value);
    expect(text).not.toContain("<");
    expect(text).toContain("\\u003c/script>\\u003cscript>alert(1)\\u003c/script>");
    expect(JSON.parse(text)).toEqual(value);
  });

  it("is JSON.stringify's text where there is no `<`: the same key order, undefined fields left out", () => {
    const value = {
      "@context": "https://schema.org",
      name: "L’Aurore & « Ciné »",
      alternateName: undefined,
      duration: "PT1H52M",
    };
    expect(jsonInScript(value)).toBe('{"@context":"https://schema.org","name":"L’Aurore & « Ciné »","duration":"PT1H52M"}');
  });
});
