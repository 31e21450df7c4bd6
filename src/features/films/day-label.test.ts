import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import { siteIntlConfig } from "../../i18n/site-intl";
import { dayLabel, longDayLabel } from "./day-label";

const intl = createIntl(siteIntlConfig);

describe("dayLabel", () => {
  it.each([
    ["2026-11-25", "Aujourd’hui"],
    ["2026-11-26", "Demain"],
    ["2026-11-27", "ven. 27 nov."],
    ["2026-12-01", "mar. 1er déc."],
  ])("%s seen on 25 November is %s", (date, label) => {
    expect(dayLabel(intl, date, "2026-11-25")).toBe(label);
  });

  it("crosses a change of year and of daylight-saving time", () => {
    expect(dayLabel(intl, "2027-01-01", "2026-12-31")).toBe("Demain");
    expect(dayLabel(intl, "2026-10-26", "2026-10-25")).toBe("Demain");
  });

  it("names the day in full", () => {
    expect(longDayLabel(intl, "2026-11-27")).toBe("vendredi 27 novembre");
  });
});
