/** Deepest nesting of objects and arrays the proxy accepts (its request and the body it forwards). */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether JSON text nests objects/arrays deeper than `maxDepth`, read in one pass
 * without recursion (so a 60,000-level body cannot blow the stack before it is refused).
 * The text need not be valid JSON: brackets inside strings are skipped.
 */
export function jsonNestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      if (++depth > maxDepth) return true;
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) {
      depth--;
    }
  }
  return false;
}
