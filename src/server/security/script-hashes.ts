import { createHash } from "node:crypto";
import { SIGNUP_REDIRECT_SCRIPT } from "../../config/signup-redirect";
import { COLOR_MODE_SCRIPT } from "../../lib/color-mode/color-mode";
import { BOOT_SCRIPT } from "./boot-script";
import { headScript } from "./head-script";

/** The CSP source of an inline script's exact text. */
export const sha256Source = (script: string): string =>
  `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;

/**
 * The inline scripts pages may run: the constant boot script, the colour-mode and programme head scripts (the
 * latter as bundled, head-script.ts) and `/signup/`'s redirect.
 */
export const INLINE_SCRIPT_SOURCES: readonly string[] = [
  sha256Source(BOOT_SCRIPT),
  sha256Source(COLOR_MODE_SCRIPT),
  sha256Source(headScript()),
  sha256Source(SIGNUP_REDIRECT_SCRIPT),
];
