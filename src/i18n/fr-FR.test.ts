import { readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { frMessages } from "./fr-FR";

const SRC = path.resolve(__dirname, "..");

/** Every messages.ts and *-messages.ts of the code base. */
const messageFiles = readdirSync(SRC, { recursive: true, encoding: "utf8" }).filter((file) => /(^|[/-])messages\.ts$/.test(file));

/** Our messages always have a string id and a string English default. */
interface Descriptor {
  id: string;
  defaultMessage: string;
}

const descriptors: Descriptor[] = [];

beforeAll(async () => {
  for (const file of messageFiles) {
    const module = (await import(path.join(SRC, file))) as Record<string, Record<string, Descriptor>>;
    descriptors.push(...Object.values(module).flatMap((group) => Object.values(group)));
  }
});

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe("fr-FR messages", () => {
  it("finds the message definitions", () => {
    expect(descriptors.length).toBeGreaterThan(50);
  });

  it("has a French text for every message id", () => {
    const missing = descriptors.map((d) => String(d.id)).filter((id) => !(id in frMessages));
    expect(missing).toEqual([]);
  });

  it("has no French text for an id the code no longer defines", () => {
    const ids = new Set(descriptors.map((d) => String(d.id)));
    expect(Object.keys(frMessages).filter((id) => !ids.has(id))).toEqual([]);
  });

  it("formats no date or time inside a message (the runtime's time zone would apply, not the site's)", () => {
    const withDates = descriptors
      .filter((d) => /\{\s*\w+\s*,\s*(date|time)\b/.test(`${String(d.defaultMessage)} ${frMessages[String(d.id)] ?? ""}`))
      .map((d) => d.id);
    expect(withDates).toEqual([]);
  });

  it("keeps the placeholders of the default message", () => {
    const mismatched = descriptors
      .filter((d) => placeholders(String(d.defaultMessage)).join() !== placeholders(frMessages[String(d.id)] ?? "").join())
      .map((d) => d.id);
    expect(mismatched).toEqual([]);
  });
});
