import type { FastifyServerOptions } from "fastify";
import { buildSandboxApp } from "./app";
import { readEnv } from "./config/env";

// Request logs without tokens: the ticketing stand-in receives them in the query string.
const logger: FastifyServerOptions["logger"] = {
  level: process.env.SANDBOX_LOG_LEVEL ?? "info",
  serializers: {
    req: (request: { method: string; url: string }) => ({
      method: request.method,
      url: request.url.replace(/([?&](?:token|resetCode|code)=)[^&]*/g, "$1[redacted]"),
    }),
  },
};

async function main(): Promise<void> {
  const env = readEnv(process.env);
  const app = await buildSandboxApp({
    dbFile: env.dbFile,
    provider: env.provider,
    latencyMs: env.latencyMs,
    refreshAnswer: env.refreshAnswer,
    captcha: env.captcha,
    siteUrl: env.siteUrl,
    logger,
  });
  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, "shutting down");
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
  await app.listen({ port: env.port, host: env.host });
  app.log.info({ dbFile: env.dbFile }, "loyalty sandbox ready");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
