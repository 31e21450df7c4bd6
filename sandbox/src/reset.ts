import { rmSync } from "node:fs";
import { openSandbox } from "./app";
import { readEnv } from "./config/env";

/** `npm run sandbox:reset`: deletes the data file and seeds a new one. Stop the sandbox first. */
async function reset(): Promise<void> {
  const env = readEnv(process.env);
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${env.dbFile}${suffix}`, { force: true });
  const ctx = await openSandbox({ dbFile: env.dbFile, provider: env.provider });
  const members = ctx.members.count();
  ctx.db.close();
  console.log(`Loyalty sandbox data reset: ${env.dbFile} (${members} demo members)`);
}

reset().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
