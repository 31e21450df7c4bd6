import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { run } from "./run";

const AUTOGROUP = existsSync("/proc/self/autogroup");

/** The fields of /proc/PID/stat after the command's name, which, in parentheses, may hold spaces. */
const statFields = (stat: string) => stat.split(") ")[1]!.split(" ");

/**
 * A command's niceness and session, as the kernel sees them (/proc/PID/stat: fields 19 and 6), and its session
 * group's niceness where the kernel groups its session (/proc/PID/autogroup: "/autogroup-N nice M"). A process whose
 * session the kernel does not group (one started before sessions were grouped, as in some CI containers) reads an
 * empty file: null.
 */
async function schedulingOf(options: Parameters<typeof run>[2]) {
  const dir = mkdtempSync(path.join(tmpdir(), "run-test-"));
  const autogroup = AUTOGROUP ? `; cat /proc/self/autogroup > ${dir}/autogroup` : "";
  await run("sh", ["-c", `cat /proc/self/stat > ${dir}/stat${autogroup}`], options);
  const fields = statFields(readFileSync(`${dir}/stat`, "utf8"));
  const group = AUTOGROUP ? /nice (-?\d+)/.exec(readFileSync(`${dir}/autogroup`, "utf8")) : null;
  const groupNiceness = group ? Number(group[1]) : null;
  return { niceness: Number(fields[16]), session: Number(fields[3]), groupNiceness };
}

const ownSession = () => Number(statFields(readFileSync("/proc/self/stat", "utf8"))[3]);

describe.runIf(process.platform === "linux")("run", () => {
  it("runs a command at the caller's priority, in its session", async () => {
    const { niceness, session } = await schedulingOf({});
    expect(niceness).toBe(0);
    expect(session).toBe(ownSession());
  });

  it("runs an idle job at the lowest priority, in a session of its own (the kernel's group for it made nice too)", async () => {
    const { niceness, session, groupNiceness } = await schedulingOf({ idle: true });
    expect(niceness).toBe(19);
    expect(session).not.toBe(ownSession());
    if (groupNiceness !== null) expect(groupNiceness).toBe(19);
  });

  it("ends an idle job when interrupted (Ctrl-C does not reach a job in another session)", async () => {
    const pidFile = path.join(mkdtempSync(path.join(tmpdir(), "run-test-")), "pid");
    const parent = spawn(process.execPath, ["--import", "tsx", "scripts/test-support/idle-job.ts", pidFile], { stdio: "ignore" });
    await expect.poll(() => existsSync(pidFile) && readFileSync(pidFile, "utf8").trim() !== "", { timeout: 20_000 }).toBe(true);
    const job = Number(readFileSync(pidFile, "utf8"));
    const exited = new Promise<number | null>((resolve) => parent.on("exit", (code) => resolve(code)));
    parent.kill("SIGINT");
    expect(await exited).toBe(130);
    const alive = () => {
      try {
        process.kill(job, 0);
        return true;
      } catch {
        return false;
      }
    };
    await expect.poll(alive, { timeout: 5_000 }).toBe(false);
  }, 30_000);

  it("fails with the command and the end of its log", async () => {
    const logFile = path.join(mkdtempSync(path.join(tmpdir(), "run-test-")), "log");
    await expect(run("sh", ["-c", "echo « build broken »; exit 3"], { logFile, idle: true })).rejects.toThrow(
      /sh -c .* failed \(exit 3\)\n« build broken »/,
    );
  });
});
