import { readFileSync } from "node:fs";
import type { z } from "zod";
import type { Report } from "./content-problems";

const formatPath = (path: readonly PropertyKey[]): string =>
  path.reduce<string>((text, key) => {
    if (typeof key === "number") return `${text}[${key}]`;
    return text ? `${text}.${String(key)}` : String(key);
  }, "");

const issueProblems = (issue: z.core.$ZodIssue): [string, string][] => {
  if (issue.code === "unrecognized_keys") {
    return issue.keys.map((key) => [formatPath([...issue.path, key]), "unknown field"]);
  }
  if (issue.code === "invalid_union") {
    // Zod narrows a union when the value's type matches one branch; otherwise say which types fit.
    const inner = issue.errors.flat();
    const expected = inner.flatMap((branch) => (branch.code === "invalid_type" ? [branch.expected] : []));
    const missing = inner.every((branch) => branch.message.startsWith("missing"));
    if (expected.length === issue.errors.length) {
      const types = expected.join(" or ");
      return [[formatPath(issue.path), missing ? `missing (expected ${types})` : `expected ${types}`]];
    }
  }
  return [[formatPath(issue.path), issue.message]];
};

const missingField = (issue: z.core.$ZodRawIssue): string | undefined =>
  issue.code === "invalid_type" && issue.input === undefined ? `missing (expected ${issue.expected})` : undefined;

/** The value the schema gives, or undefined after reporting each issue as "field path: what is wrong". */
export const parseWith = <T>(schema: z.ZodType<T>, raw: unknown, report: Report): T | undefined => {
  const result = schema.safeParse(raw, { error: missingField });
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    for (const [path, message] of issueProblems(issue)) report(path || undefined, message);
  }
  return undefined;
};

/** The file's JSON, or undefined after reporting why it cannot be read or parsed. */
export const readJson = (path: string, report: Report): unknown => {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    report(`cannot read the file (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    report(`invalid JSON: ${(error as Error).message}`);
    return undefined;
  }
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The fields the schema filled with a default because the raw file left them out: [path, default]. */
export function defaultsLeftOut(raw: unknown, parsed: unknown, path: readonly PropertyKey[] = []): [string, unknown][] {
  if (Array.isArray(raw) && Array.isArray(parsed)) {
    return parsed.flatMap((item, index) => defaultsLeftOut(raw[index], item, [...path, index]));
  }
  if (!isRecord(raw) || !isRecord(parsed)) return [];
  return Object.entries(parsed).flatMap(([key, value]): [string, unknown][] =>
    key in raw ? defaultsLeftOut(raw[key], value, [...path, key]) : [[formatPath([...path, key]), value]],
  );
}
