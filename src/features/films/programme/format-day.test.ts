import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import { frMessages } from "../../../i18n/fr-FR";
import { formatDayChip, formatDayHeading } from "./format-day";

const intl = createIntl({ locale: "fr-FR", messages: frMessages, timeZone: "Europe/Paris" });
const now = new Date("2026-11-24T22:30:00Z"); // Tuesday 24 November, 23:30 in Paris

describe("day names", () => {
  it.each([
    ["2026-11-24", "Aujourd’hui", "Aujourd’hui, mardi 24 novembre"],
    ["2026-11-25", "Demain", "Demain, mercredi 25 novembre"],
    ["2026-11-26", "jeu. 26 nov.", "jeudi 26 novembre"],
    ["2026-12-01", "mar. 1er déc.", "mardi 1er décembre"],
    ["2026-12-11", "ven. 11 déc.", "vendredi 11 décembre"],
  ])("%s: %s / %s", (date, chip, heading) => {
    expect(formatDayChip(intl, date, now, "Europe/Paris")).toBe(chip);
    expect(formatDayHeading(intl, date, now, "Europe/Paris")).toBe(heading);
  });
});
