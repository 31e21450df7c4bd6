import { execFile, spawnSync } from "node:child_process";
import { promisify } from "node:util";
import { existsSync } from "node:fs";
import path from "node:path";
import { films } from "../tests/e2e/content";
import { freePort } from "../scripts/local-servers";
import { startTlsFront } from "./observatory/tls-front";
import { serveBuiltSite } from "./served-site";

/**
 * npm run bench:observatory: the MDN HTTP Observatory's tests and grade for each
 * page type, served as npm start serves them (gatsby serve with the security
 * headers preload), reached over HTTPS through a local TLS front as a host would. The scanner lives in bench/observatory with its own lock
 * file, installed on first use, so the site's dependencies stay untouched.
 */
const SCANNER_DIR = path.resolve("bench/observatory");
const film = films[0]!;
const PAGES = ["/", "/films/", film.path, "/cinema/", "/connexion/", "/mon-compte/", "/ticketing/", "/page-qui-n-existe-pas/"];
interface PageScan {
  path: string;
  status: number;
  grade: string;
  score: number;
  /** Without the results only a host with TLS can avoid (no redirect to HTTPS; HSTS over plain HTTP). */
  gradeTlsAside: string;
  scoreTlsAside: number;
  tests: { test: string; result: string; pass: boolean; modifier: number }[];
}

function installScanner(): void {
  if (existsSync(path.join(SCANNER_DIR, "node_modules", "@mdn", "mdn-http-observatory"))) return;
  console.log("Installing the MDN HTTP Observatory scanner in bench/observatory…");
  const result = spawnSync("npm", ["ci", "--ignore-scripts", "--no-audit", "--no-fund"], { cwd: SCANNER_DIR, stdio: "inherit" });
  if (result.status !== 0) throw new Error("npm ci in bench/observatory failed");
}

async function main() {
  installScanner();
  const { port, server } = await serveBuiltSite();
  // HTTPS in front of it, as a production host has: HSTS is judged over TLS (the scanner trusts this certificate).
  const tls = await startTlsFront(await freePort(), port);
  try {
    // Asynchronous: the TLS front answers from this process's event loop.
    const scanPages = async (httpsPort: string) => {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [path.join(SCANNER_DIR, "scan-pages.mjs"), `http://localhost:${port}`, httpsPort, ...PAGES],
        { encoding: "utf8", env: { ...process.env, NODE_EXTRA_CA_CERTS: tls.certificateFile } },
      );
      return stdout
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as PageScan);
    };
    const overHttp = await scanPages("-");
    const overHttps = await scanPages(String(tls.port));
    const row = (scan: PageScan, aside: boolean) =>
      `${aside ? scan.gradeTlsAside : scan.grade} ${aside ? scan.scoreTlsAside : scan.score}/100`.padEnd(14);
    console.log("\nMDN HTTP Observatory (tests and grading of @mdn/mdn-http-observatory) on the pages of npm start\n");
    console.log(
      `${"page".padEnd(26)} ${"HTTP".padEnd(14)} ${"HTTP, TLS aside".padEnd(16)} ${"HTTPS front".padEnd(14)} ${"HTTPS, redirect aside".padEnd(22)} failed over HTTPS`,
    );
    overHttp.forEach((http, index) => {
      const https = overHttps[index]!;
      const failed = https.tests.filter((t) => !t.pass).map((t) => `${t.result} (${t.modifier})`);
      console.log(
        `${http.path.padEnd(26)} ${row(http, false)} ${row(http, true)}   ${row(https, false)} ${row(https, true)}         ${failed.join("; ") || "none"}`,
      );
    });
    const worst = overHttp.reduce((low, page) => (page.scoreTlsAside < low.scoreTlsAside ? page : low));
    console.log(
      `\nLowest over HTTP with the tests only a TLS host passes set aside (HTTPS redirect, HSTS over HTTPS): ${worst.gradeTlsAside} ${worst.scoreTlsAside}/100 (${worst.path}); target A or better.`,
    );
    if (!/^A/.test(worst.gradeTlsAside)) process.exitCode = 1;
  } finally {
    tls.close();
    server.kill("SIGTERM");
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
