import type { AdPosition } from "./ad-rules";

export type AdSize = [number, number] | "fluid";
/** googletag size mapping: [viewport [width, height], sizes], largest viewport first. */
export type SizeMapping = [[number, number], AdSize[]][];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * SPEC §5 and §8: the size mapping JSON, `{ position: { viewportWidth: sizes } }`.
 * Numeric viewport keys are sorted largest to smallest; positions without a key
 * are skipped; a position whose value is not an object warns; a parse error is
 * logged and the whole mapping ignored.
 */
export function parseSizeMapping(
  text: string | null,
  positions: readonly AdPosition[],
): Partial<Record<AdPosition, SizeMapping>> {
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    console.error("Error parsing size mapping", error);
    return {};
  }
  if (!isRecord(parsed)) {
    console.error("Error parsing size mapping", new Error("not an object"));
    return {};
  }
  const mappings: Partial<Record<AdPosition, SizeMapping>> = {};
  for (const position of positions) {
    if (!(position in parsed)) continue;
    const byViewport = parsed[position];
    if (!isRecord(byViewport)) {
      console.warn(`Invalid size mapping for ad location ${position}`);
      continue;
    }
    mappings[position] = Object.entries(byViewport)
      .filter(([width]) => /^\d+$/.test(width))
      .map(([width, sizes]): [[number, number], AdSize[]] => [
        [Number(width), 0],
        Array.isArray(sizes) ? (sizes as AdSize[]) : [],
      ])
      .sort((a, b) => b[0][0] - a[0][0]);
  }
  return mappings;
}
