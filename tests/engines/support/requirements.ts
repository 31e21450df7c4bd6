import { existsSync } from "node:fs";
import path from "node:path";
import type { EngineName } from "./engine";

export const FIREFOX_PATH = process.env.FIREFOX_PATH || "/usr/bin/firefox-esr";
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH || "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

const onPath = (command: string) => (process.env.PATH ?? "").split(":").some((dir) => existsSync(path.join(dir, command)));

/** What each engine needs from the system (Debian packages; nothing is downloaded), and how to get it. */
const REQUIREMENTS: Record<EngineName, [file: string, what: string][]> = {
  firefox: [[FIREFOX_PATH, "Firefox ESR (apt-get install firefox-esr, or FIREFOX_PATH)"]],
  webkit: [
    ["WebKitWebDriver", "WebKitWebDriver (apt-get install webkit2gtk-driver)"],
    [MINIBROWSER_PATH, "WebKitGTK's MiniBrowser (libwebkit2gtk-4.1-0, with webkit2gtk-driver; or MINIBROWSER_PATH)"],
    ["xvfb-run", "a virtual display (apt-get install xvfb xauth)"],
  ],
};

/** What the given engines lack on this machine, said for a person; empty when they can run. */
export const missingRequirements = (engines: readonly EngineName[]): string[] =>
  engines.flatMap((engine) =>
    REQUIREMENTS[engine].filter(([file]) => !existsSync(file) && !onPath(file)).map(([, what]) => what),
  );
