import { isAbsolute, resolve } from "node:path";
import { z } from "zod";
import { REFRESH_ANSWERS, type RefreshAnswer } from "../domain/answer-modes";
import { CAPTCHA_MODES, type CaptchaMode } from "../domain/captcha";
import { PROVIDERS, REPO_ROOT } from "./site";

const blankAsUnset = (value: unknown): unknown => (value === "" ? undefined : value);

const envSchema = z.object({
  SANDBOX_PORT: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(65_535).default(4010)),
  SANDBOX_DB: z.preprocess(blankAsUnset, z.string().optional()),
  SANDBOX_PROVIDER: z.preprocess(blankAsUnset, z.enum(PROVIDERS).optional()),
  SANDBOX_LATENCY_MS: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(10_000).default(0)),
  SANDBOX_REFRESH_ANSWER: z.preprocess(blankAsUnset, z.enum(REFRESH_ANSWERS).default("envelope")),
  SANDBOX_CAPTCHA: z.preprocess(blankAsUnset, z.enum(CAPTCHA_MODES).default("off")),
  SANDBOX_SITE_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/ }).optional()),
});

export interface SandboxEnv {
  port: number;
  host: string;
  dbFile: string;
  provider: (typeof PROVIDERS)[number] | undefined;
  latencyMs: number;
  refreshAnswer: RefreshAnswer;
  captcha: CaptchaMode;
  /** The site the CMS stand-in frames (/sandbox/cms). */
  siteUrl: string | undefined;
}

export const DEFAULT_DB_FILE = resolve(REPO_ROOT, "sandbox/data/loyalty.sqlite");

/** The sandbox's environment; a bad value stops the start with the variable's name. */
export function readEnv(env: NodeJS.ProcessEnv): SandboxEnv {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`Invalid ${issue?.path.join(".") ?? "environment"}: ${issue?.message ?? "invalid value"}`);
  }
  const file = result.data.SANDBOX_DB;
  return {
    port: result.data.SANDBOX_PORT,
    host: "127.0.0.1",
    dbFile: file === undefined ? DEFAULT_DB_FILE : isAbsolute(file) ? file : resolve(process.cwd(), file),
    provider: result.data.SANDBOX_PROVIDER,
    latencyMs: result.data.SANDBOX_LATENCY_MS,
    refreshAnswer: result.data.SANDBOX_REFRESH_ANSWER,
    captcha: result.data.SANDBOX_CAPTCHA,
    siteUrl: result.data.SANDBOX_SITE_URL,
  };
}
