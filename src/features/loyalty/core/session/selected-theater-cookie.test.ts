// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSelectedTheater, readSelectedTheater, writeSelectedTheater } from "./selected-theater-cookie";

const DAY_MS = 24 * 60 * 60 * 1000;
const visit = (path: string) => window.history.replaceState(null, "", path);

afterEach(() => {
  clearSelectedTheater();
  vi.useRealTimers();
  visit("/");
});

describe("selectedTheaterId cookie (SPEC §3, §9: 30 days, path /)", () => {
  it("written on a member page, it is read on every page of the site (path /)", () => {
    visit("/mon-compte/profil/");
    writeSelectedTheater("1042");
    visit("/films/");
    expect(readSelectedTheater()).toBe("1042");
    visit("/");
    expect(readSelectedTheater()).toBe("1042");
  });

  it("lasts 30 days", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-26T12:00:00Z"));
    writeSelectedTheater("1042");
    vi.setSystemTime(new Date(Date.parse("2026-11-26T12:00:00Z") + 30 * DAY_MS - 60_000));
    expect(readSelectedTheater()).toBe("1042");
    vi.setSystemTime(new Date(Date.parse("2026-11-26T12:00:00Z") + 30 * DAY_MS + 60_000));
    expect(readSelectedTheater()).toBeNull();
  });
});
