/**
 * Runs a test sandbox (fixture films, cheap scrypt, temporary data file) in its
 * own Node process and prints its base URL: jsdom test files cannot host it
 * themselves (Vite rewrites its `new URL(…, import.meta.url)` for the browser).
 * It stops when its standard input closes.
 */
import { startTestSandbox } from "../../../../sandbox/src/test-support/test-sandbox";

async function main(): Promise<void> {
  const sandbox = await startTestSandbox();
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
