import { jsonInScript } from "./json-in-script";

/**
 * Structured data serialized for a `<script type="application/ld+json">`: JSON without a `<`, so no `</script>` can
 * close the element and no `<!--` can change how the browser parses it. A branded string: only `jsonLdText` makes
 * one, so a page's <head> writes no text it did not escape.
 */
export type JsonLdText = string & { readonly __brand: "JsonLdText" };

/** `value` as JSON for its script element (jsonInScript). */
export const jsonLdText = (value: object): JsonLdText => jsonInScript(value) as JsonLdText;
