/**
 * JSON written inside a `<script>` element (a data block, JSON-LD): every `<` as `\u003c`, the same character to a
 * JSON reader, so no `</script>` in a value can close the element and no `<!--` can change how the browser parses it.
 */
export const jsonInScript = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c");
