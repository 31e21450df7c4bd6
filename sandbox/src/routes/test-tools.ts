import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { PROVIDERS, type Provider } from "../config/site";
import type { SandboxContext } from "../context";
import type { ZodTypeProvider } from "../http/zod-schemas";

const resetInput = z.strictObject({ provider: z.enum(PROVIDERS).optional() });

/**
 * Routes for vitest only (option `testTools`, set by the test sandboxes of src/test/test-sandboxes.ts), never
 * served by `npm run sandbox`. `reopen` closes the data file and opens a new one with fresh demo data.
 */
export function registerTestTools(
  untyped: FastifyInstance,
  ctx: SandboxContext,
  reopen: (provider: Provider | undefined) => Promise<SandboxContext>,
): void {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  // A test file's fresh start: the demo data as seeded, the answer modes of the start, no captcha token spent,
  // for the provider asked (default the sandbox's). The routes read the context at each call.
  app.post("/sandbox/test/reset", { schema: { body: resetInput } }, async (request) => {
    Object.assign(ctx, await reopen(request.body.provider));
    return { provider: ctx.provider, circuitId: ctx.site.circuitId, members: ctx.members.count() };
  });
}
