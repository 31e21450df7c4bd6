import type { IntlShape } from "react-intl";
import { filmMessages } from "./messages";

/** 105 → "1 h 45" (French usage), minutes always on two digits. */
export const formatDuration = (intl: IntlShape, durationMinutes: number): string =>
  intl.formatMessage(filmMessages.duration, {
    hours: Math.floor(durationMinutes / 60),
    minutes: String(durationMinutes % 60).padStart(2, "0"),
  });
