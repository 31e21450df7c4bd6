/** The benches' median: the upper middle value of an even count, a figure some run actually gave. */
export const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
