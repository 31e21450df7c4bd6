import { buildForSandboxOn } from "./build-stamp";
import { ensureChromiumEnv } from "./find-chromium";
import { isNetlifyBuildFresh } from "./netlify-build";
import { buildSite, run } from "./run";

// The hand-off and the preview go to the sandbox the emulation starts (playwright.netlify.config.ts).
buildForSandboxOn(4010);

/**
 * `npm run test:netlify`: the production build, made through Netlify's adapter (again only when stale), served by
 * netlify-cli's local emulation of a deploy, checked by tests/netlify in Chromium (docs/deploying.md).
 */
export async function runNetlifyStage(extraArgs: string[] = [], env: NodeJS.ProcessEnv = {}): Promise<void> {
  const chromium = await ensureChromiumEnv();
  if (!isNetlifyBuildFresh()) await buildSite({ forNetlify: true });
  await run("npx", ["playwright", "test", "-c", "playwright.netlify.config.ts", ...extraArgs], {
    env: { ...chromium, ...env },
  });
}

if (process.argv[1]?.endsWith("test-netlify.ts")) {
  runNetlifyStage(process.argv.slice(2)).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
