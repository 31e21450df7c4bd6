import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { typesetDeep } from "../lib/french-typography";
import { theaterConfig } from "./site-config";
import { theaterDetails } from "./theater-details";

const file = JSON.parse(readFileSync("content/theater.json", "utf8")) as typeof theaterDetails;

describe("theatre summary and details", () => {
  it("gives the whole file as details, typeset", () => {
    expect(theaterDetails).toEqual(typesetDeep(file));
  });

  it("summarises the same cinema for the shell", () => {
    const { id, slug, name, address, geo, phone, email, screens } = theaterDetails;
    expect(theaterConfig).toEqual({ id, slug, name, address, geo, phone, email, screenCount: screens.length });
  });
});
