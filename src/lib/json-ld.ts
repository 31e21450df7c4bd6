/**
 * Structured data serialized for a `<script type="application/ld+json">`: JSON without a `<`, so no `</script>` can
 * close the element and no `<!--` can change how the browser parses it. A branded string: only `jsonLdText` makes
 * one, so a page's <head> writes no text it did not escape.
 */
export type JsonLdText = string & { readonly __brand: "JsonLdText" };

/** `value` as JSON, every `<` written `\u003c` (the same character to a JSON reader). */
export const jsonLdText = (value: object): JsonLdText => JSON.stringify(value).replace(/</g, "\\u003c") as JsonLdText;
