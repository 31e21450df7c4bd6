import type { z } from "zod";
import { invalidRequest } from "../domain/errors";

/** Parses request input; a failure is a 400 naming the first offending field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join(".") : "body";
  throw invalidRequest(`Invalid ${field}: ${issue?.message ?? "invalid value"}`);
}
