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

/** A Chromium binary: where to look for it, and the Debian package that installs it. */
interface ChromiumBinary {
  /** The variable that names it, looked at first. */
  env: "CHROMIUM_PATH" | "CHROMIUM_HEADLESS_SHELL_PATH";
  paths: string[];
  debianPackage: string;
  /** Playwright's own copy, when `npx playwright install` was run. */
  playwrightOwn?: () => Promise<string | undefined>;
}

/** The browser visitors run. */
const CHROMIUM: ChromiumBinary = {
  env: "CHROMIUM_PATH",
  paths: ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"],
  debianPackage: "chromium",
  playwrightOwn: async () => {
    try {
      const { chromium } = await import("@playwright/test");
      const path = chromium.executablePath();
      return existsSync(path) ? path : undefined;
    } catch {
      return undefined;
    }
  },
};

/**
 * The same engine without the browser's window (Chromium's « old » headless mode, which Playwright itself runs for
 * headless tests): it draws a frame only when asked, and runs the end-to-end suite on about half the CPU time
 * (docs/testing.md). Its frames are not the browser's, so what is painted and when is tested in the browser.
 */
const HEADLESS_SHELL: ChromiumBinary = {
  env: "CHROMIUM_HEADLESS_SHELL_PATH",
  paths: ["/usr/bin/chromium-headless-shell"],
  debianPackage: "chromium-headless-shell",
};

async function find({ env, paths, playwrightOwn }: ChromiumBinary): Promise<string | undefined> {
  const fromEnv = process.env[env];
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return paths.find((path) => existsSync(path)) ?? playwrightOwn?.();
}

/**
 * Finds a binary; as root, installs Debian's when there is none. Never Playwright's download: nothing the tests run
 * may fetch a binary.
 */
async function ensure(binary: ChromiumBinary): Promise<string | undefined> {
  const found = await find(binary);
  if (found) return found;
  if (process.env[binary.env]) throw new Error(`${binary.env}=${process.env[binary.env]} does not exist.`);
  if (process.getuid?.() === 0) {
    console.log(`No ${binary.debianPackage} found: installing Debian's…`);
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", binary.debianPackage], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  }
  return find(binary);
}

export async function ensureChromium(): Promise<string> {
  const chromium = await ensure(CHROMIUM);
  if (!chromium) {
    throw new Error("No Chromium: install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.");
  }
  return chromium;
}

/**
 * What the Playwright configs read: the browser, and the headless shell that runs most of the suite (the browser
 * itself where there is no shell, with a word on what it costs).
 */
export async function ensureChromiumEnv(): Promise<Record<ChromiumBinary["env"], string>> {
  const chromium = await ensureChromium();
  // The shell is optional: a failed install (no such package on this system) leaves the browser to run it all; a
  // path given that does not exist still fails.
  const shell = await ensure(HEADLESS_SHELL).catch((error: Error) => {
    if (process.env.CHROMIUM_HEADLESS_SHELL_PATH) throw error;
    return undefined;
  });
  if (!shell) {
    console.log(
      "No Chromium headless shell (sudo apt-get install -y chromium-headless-shell): the whole suite runs in the browser, about twice the CPU time.",
    );
  }
  return { CHROMIUM_PATH: chromium, CHROMIUM_HEADLESS_SHELL_PATH: shell ?? chromium };
}
