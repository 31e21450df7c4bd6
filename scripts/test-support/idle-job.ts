// For run.test.ts: starts an idle job that writes its process id to the file given, then waits for it.
import { run } from "../run";

const pidFile = process.argv[2]!;
void run("sh", ["-c", `echo $$ > ${pidFile}; exec sleep 60`], { idle: true });
