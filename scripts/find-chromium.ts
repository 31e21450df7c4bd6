import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/** The flags every Chromium of the project runs with (no sandbox as root, no GPU, no network of its own). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const SYSTEM_PATHS = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/** Playwright's own Chromium, when `npx playwright install chromium` was run. */
async function playwrightChromium(): Promise<string | undefined> {
  try {
    const { chromium } = await import("@playwright/test");
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

export async function findChromium(): Promise<string | undefined> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return (await playwrightChromium()) ?? SYSTEM_PATHS.find((path) => existsSync(path));
}

/**
 * Finds a Chromium; as root, installs Debian's when there is none. Never Playwright's download: nothing the
 * tests run may fetch a binary.
 */
export async function ensureChromium(): Promise<string> {
  const found = await findChromium();
  if (found) return found;
  if (process.env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
  if (process.getuid?.() === 0) {
    console.log("No Chromium found: installing Debian's…");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  }
  const installed = await findChromium();
  if (!installed) {
    throw new Error("No Chromium: install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.");
  }
  return installed;
}
