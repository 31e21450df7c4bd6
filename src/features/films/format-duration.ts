import { frenchDuration } from "../../lib/french-typography";

/** 105 → « 1 h 45 », 15 → « 15 min » (French usage, docs/typography.md). */
export const formatDuration = (durationMinutes: number): string => frenchDuration(durationMinutes);
