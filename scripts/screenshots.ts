/**
 * `npm run screenshots`: the pass of docs/testing.md, as one command. Against the production build in public/ (it
 * does not build), with the sandbox's fresh demo data and `gatsby serve` behind the engine journeys' probing
 * proxy, each engine in turn (Chromium, Firefox ESR, WebKitGTK) opens one page of every page type
 * (screenshots/page-types.ts) at 320 and 1280 px, as a visitor and as Marie, and shoots the whole page into
 * test-results/screenshots-pass/ (or `--out dir`); in Chromium a text file beside each gives its keyboard order
 * and accessibility tree. It ends with each engine's findings; `--docs` copies Chromium's shots into
 * docs/screenshots/.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startSiteProxy, type ProxiedAnswer, type SiteProxy } from "../tests/engines/support/site-proxy";
import { isBuildFresh } from "./build-stamp";
import { startSandboxedSite, type SandboxedSite } from "./local-servers";
import { copyToDocs } from "./screenshots/docs-copy";
import { engineSummary } from "./screenshots/findings";
import { parseOptions } from "./screenshots/options";
import { pageTypes } from "./screenshots/page-types";
import { runEngine, type EngineRun } from "./screenshots/run-engine";
import type { AnswerLog } from "./screenshots/shoot-page";

/** Prints the summary, and writes it beside the shots (summary.txt) for whoever looks at them later. */
function printSummary(runs: readonly EngineRun[], out: string) {
  const lines = runs.flatMap((run) => [
    ...engineSummary(run.engine, run.version, run.pages),
    ...run.errors.map((error) => `  DID NOT RUN ${error}`),
  ]);
  writeFileSync(path.join(out, "summary.txt"), `${lines.join("\n")}\n`);
  console.log(["", "Summary", ...lines, "", `Shots in ${path.resolve(out)}/`].join("\n"));
}

async function main() {
  const options = parseOptions(
    process.argv.slice(2),
    pageTypes().map((pageType) => pageType.key),
  );
  if (!existsSync("public/index.html"))
    throw new Error("No build in public/: run npm run build first (this pass does not build).");
  if (!isBuildFresh()) console.warn("The build in public/ is older than the sources: the shots are that build's.");
  mkdirSync(options.out, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), "screenshots-pass-"));
  const answers: ProxiedAnswer[] = [];
  const log: AnswerLog = { clear: () => void answers.splice(0), take: () => answers.splice(0) };
  let site: SandboxedSite | undefined;
  let proxy: SiteProxy | undefined;
  try {
    // Every browser goes through the probing proxy.
    site = await startSandboxedSite({ dataFile: path.join(dataDir, "sandbox.sqlite") });
    proxy = await startSiteProxy(site.siteOrigin, { onAnswer: (answer) => answers.push(answer) });
    const runs: EngineRun[] = [];
    for (const engine of options.engines) runs.push(await runEngine(engine, proxy.origin, options, log));
    printSummary(runs, options.out);
    if (options.docs) await copyToDocs(runs.find((run) => run.engine === "chromium")?.pages ?? []);
  } finally {
    await proxy?.close();
    site?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
