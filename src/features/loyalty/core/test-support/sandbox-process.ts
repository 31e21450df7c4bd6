/**
 * Runs a test sandbox (fixture films, cheap scrypt, temporary data file) in its
 * own Node process and prints its base URL: jsdom test files cannot host it
 * themselves (Vite rewrites its `new URL(…, import.meta.url)` for the browser).
 * It stops when its standard input closes. An argument names the loyalty provider (default the site's).
 */
import { LOYALTY_PROVIDERS } from "../../../../lib/loyalty-api/provider-rules";
import { startTestSandbox } from "../../../../../sandbox/src/test-support/test-sandbox";

async function main(): Promise<void> {
  const provider = LOYALTY_PROVIDERS.find((name) => name === process.argv[2]);
  const sandbox = await startTestSandbox(provider ? { provider } : {});
  process.stdout.write(`${JSON.stringify({ baseUrl: sandbox.baseUrl })}\n`);
  const stop = () => void sandbox.close().finally(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.stdin.on("end", stop);
  process.stdin.resume();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
