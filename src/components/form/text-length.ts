import type { IntlShape } from "react-intl";
import { formMessages } from "./messages";

/** The message of a text longer than its field takes (counted as the backend counts: UTF-16 code units). */
export const tooLongMessage = (intl: IntlShape, value: string, maxLength: number): string | undefined =>
  value.length > maxLength ? intl.formatMessage(formMessages.tooLong, { maxLength, length: value.length }) : undefined;
