import type { FastifyInstance, FastifySchemaCompiler, FastifySerializerCompiler, FastifyTypeProvider } from "fastify";
import type { z } from "zod";
import { invalidRequest, LoyaltyError, PeachCode } from "../domain/errors";

/** Route schemas are zod schemas: `request.body`, `.query` and `.params` get their parsed types. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  readonly validator: this["schema"] extends z.ZodType ? z.output<this["schema"]> : unknown;
  readonly serializer: this["schema"] extends z.ZodType ? z.input<this["schema"]> : unknown;
}

/** For a reply that fails a union (enveloped or not), the branch that came closest: the fewest issues. */
function closestIssue(issue: z.core.$ZodIssue | undefined): z.core.$ZodIssue | undefined {
  if (issue?.code !== "invalid_union" || issue.errors.length === 0) return issue;
  const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
  const inner = closest[0];
  return inner && { ...inner, path: [...issue.path, ...inner.path] };
}

/** "cardCode: expected …"; `root` names an issue of the whole value. */
const describeIssue = (issue: z.core.$ZodIssue | undefined, root: string): string => {
  const field = issue && issue.path.length > 0 ? issue.path.join(".") : root;
  return `${field}: ${issue?.message ?? "invalid value"}`;
};

/**
 * Validates a request part against its route's schema. A failure is a 400 naming the first offending
 * field ("Invalid cardCode: …", or "Invalid body: …" for the whole input); a missing or null part
 * counts as `{}`. On success the parsed value (with its defaults and transforms) replaces the part.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema }) => {
  return (input: unknown) => {
    const result = schema.safeParse(input ?? {});
    return result.success
      ? { value: result.data }
      : { error: invalidRequest(`Invalid ${describeIssue(result.error.issues[0], "body")}`) };
  };
};

/**
 * Checks each reply against its route's declared schema before sending it as JSON, unchanged. A reply
 * that does not match is the sandbox's own bug: a 500 (peachCode 99) saying which field is wrong.
 */
export const zodSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema, method, url }) => {
  return (data: unknown) => {
    const result = schema.safeParse(data);
    if (!result.success)
      throw new LoyaltyError(
        PeachCode.UNEXPECTED,
        `The reply of ${method} ${url} does not match its declared schema: ${describeIssue(closestIssue(result.error.issues[0]), "reply")}`,
      );
    return JSON.stringify(data);
  };
};

/** Every route's `schema` (body, querystring, params, response) is read with the compilers above. */
export function installZodSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
}
