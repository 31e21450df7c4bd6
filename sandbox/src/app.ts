import { rmSync } from "node:fs";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { FILMS_DIR, readSiteSettings, type Provider, type SiteSettings } from "./config/site";
import { createContext, type SandboxContext } from "./context";
import { openDatabase } from "./db/database";
import type { RefreshAnswer } from "./domain/answer-modes";
import type { CaptchaMode } from "./domain/captcha";
import { PRODUCTION_SCRYPT_COST } from "./domain/passwords";
import { installErrorHandling } from "./http/error-handler";
import { installZodSchemas } from "./http/zod-schemas";
import { registerLoyaltyRoutes } from "./routes/loyalty";
import { registerSandboxTools } from "./routes/sandbox-tools";
import { registerCmsStandIn } from "./routes/cms-stand-in";
import { registerTestTools } from "./routes/test-tools";
import { registerTicketingStandIn } from "./routes/ticketing-stand-in";
import { seedIfEmpty } from "./seed";

export interface SandboxOptions {
  /** The SQLite data file; created, migrated and seeded when needed. */
  dbFile: string;
  /** Defaults to the provider of content/site.json. */
  provider?: Provider;
  /** Defaults to content/site.json. */
  site?: SiteSettings;
  /** Defaults to content/films. */
  filmsDir?: string;
  /** scrypt N; tests lower it to stay fast. Defaults to 16384. */
  scryptCost?: number;
  /** Clock in milliseconds; tests move it to expire sessions. */
  now?: () => number;
  logger?: FastifyServerOptions["logger"];
  /** Delay before each loyalty call is answered, as a hosted backend's network round trip would add. */
  latencyMs?: number;
  /** How RefreshLogin answers (domain/answer-modes.ts). Defaults to "envelope". */
  refreshAnswer?: RefreshAnswer;
  /** Whether the calls of domain/captcha.ts need a captcha token. Defaults to "off". */
  captcha?: CaptchaMode;
  /** The site whose preview the CMS stand-in frames. Defaults to http://localhost:9000 (npm start, the e2e suite). */
  siteUrl?: string;
  /** Serves the routes of routes/test-tools.ts (a fresh start of the data). Only vitest's test sandboxes set it. */
  testTools?: boolean;
}

export const DEFAULT_SITE_URL = "http://localhost:9000";

/** Opens the data file and seeds it when empty: the part of the app that reset.ts shares. */
export async function openSandbox(options: SandboxOptions): Promise<SandboxContext> {
  const site = options.site ?? readSiteSettings(undefined, options.provider);
  const db = openDatabase(options.dbFile);
  try {
    const ctx = createContext(db, {
      site,
      provider: options.provider ?? site.provider,
      filmsDir: options.filmsDir ?? FILMS_DIR,
      scryptCost: options.scryptCost ?? PRODUCTION_SCRYPT_COST,
      now: options.now ?? Date.now,
      answerModes: { refresh: options.refreshAnswer ?? "envelope", captcha: options.captcha ?? "off" },
    });
    await seedIfEmpty(ctx);
    return ctx;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** The sandbox loyalty backend, not listening yet (main.ts listens; tests listen on port 0). */
export async function buildSandboxApp(options: SandboxOptions): Promise<FastifyInstance> {
  const ctx = await openSandbox(options);
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 64 * 1024 });
  app.addHook("onClose", (_instance, done) => {
    ctx.db.close();
    done();
  });
  installErrorHandling(app);
  installZodSchemas(app);
  const latencyMs = options.latencyMs ?? 0;
  if (latencyMs > 0) {
    app.addHook("onRequest", async (request) => {
      if (!request.url.startsWith("/sandbox/")) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    });
  }
  registerLoyaltyRoutes(app, ctx);
  registerSandboxTools(app, ctx);
  registerTicketingStandIn(app, ctx);
  registerCmsStandIn(app, options.siteUrl ?? DEFAULT_SITE_URL);
  if (options.testTools) registerTestTools(app, ctx, (provider) => reopenSandbox(ctx, options, provider));
  return app;
}

/** Closes the data file, deletes it and opens a new one seeded afresh, for `provider` (default the options'). */
async function reopenSandbox(ctx: SandboxContext, options: SandboxOptions, provider: Provider | undefined) {
  ctx.db.close();
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${options.dbFile}${suffix}`, { force: true });
  const site = provider === undefined ? options.site : readSiteSettings(undefined, provider);
  return openSandbox({ ...options, provider: provider ?? options.provider, site });
}
