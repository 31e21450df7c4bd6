import { describe, expect, it } from "vitest";
import { buildIcs, escapeText, foldLine, formatUtc } from "./ics";

const octets = (text: string) => new TextEncoder().encode(text).length;

describe("escapeText", () => {
  it("escapes backslashes, semicolons, commas and newlines (RFC 5545 §3.3.11)", () => {
    expect(escapeText("a\\b; c, d\ne\r\nf")).toBe("a\\\\b\\; c\\, d\\ne\\nf");
  });
  it("leaves colons and quotes alone", () => {
    expect(escapeText("Séance : « L'Été »")).toBe("Séance : « L'Été »");
  });
});

describe("foldLine", () => {
  it("keeps a short line as it is", () => {
    expect(foldLine("SUMMARY:Nosferatu")).toBe("SUMMARY:Nosferatu");
  });

  it("folds at 75 octets with CRLF and a space, and unfolds to the same text", () => {
    const line = `DESCRIPTION:${"x".repeat(200)}`;
    const folded = foldLine(line);
    const lines = folded.split("\r\n");
    expect(lines.length).toBe(3);
    expect(lines.every((l) => octets(l) <= 75)).toBe(true);
    expect(lines.slice(1).every((l) => l.startsWith(" "))).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });

  it("never splits a multi-byte character", () => {
    const line = `LOCATION:${"é".repeat(80)}`;
    const folded = foldLine(line);
    for (const l of folded.split("\r\n")) {
      expect(octets(l)).toBeLessThanOrEqual(75);
      expect(l).not.toContain("\uFFFD");
    }
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });
});

describe("buildIcs", () => {
  const ics = buildIcs(
    {
      uid: "431007@www.cinema-aurore.fr",
      start: new Date("2026-11-26T20:30:00+01:00"),
      end: new Date("2026-11-26T22:18:00+01:00"),
      stamp: new Date("2026-11-23T09:00:00Z"),
      summary: "Les Heures claires, VOST",
      location: "Cinéma L'Aurore, 14 rue de la Charité, 69002 Lyon, France",
      description:
        "Salle 1\nRéserver : https://www.cinema-aurore.fr/api/startticketing/redirect?theaterCode=1042&perfCode=431007",
      url: "https://www.cinema-aurore.fr/films/1048213-les-heures-claires/",
      geo: { latitude: 45.7556, longitude: 4.8318 },
    },
    "-//Cinéma L'Aurore//Programme//FR",
  );

  it("ends every line with CRLF, and only there", () => {
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("writes the event in UTC", () => {
    expect(ics).toContain("\r\nDTSTART:20261126T193000Z\r\n");
    expect(ics).toContain("\r\nDTEND:20261126T211800Z\r\n");
    expect(formatUtc(new Date("2026-07-01T11:00:00+02:00"))).toBe("20260701T090000Z");
  });

  it("has one calendar with one event, escaped and folded", () => {
    const unfolded = ics.replace(/\r\n /g, "");
    const lines = unfolded.split("\r\n").filter(Boolean);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    expect(lines).toContain("SUMMARY:Les Heures claires\\, VOST");
    expect(lines).toContain("LOCATION:Cinéma L'Aurore\\, 14 rue de la Charité\\, 69002 Lyon\\, France");
    expect(lines).toContain("GEO:45.7556;4.8318");
    expect(lines.find((l) => l.startsWith("DESCRIPTION:"))).toContain("Salle 1\\nRéserver : ");
    expect(ics.split("\r\n").every((l) => octets(l) <= 75)).toBe(true);
  });
});
