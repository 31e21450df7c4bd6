import { spawn, type ChildProcess } from "node:child_process";

export interface SupervisedProcess {
  /** The running child, or null while it waits to be restarted. */
  readonly current: () => ChildProcess | null;
  /** How many times it has been restarted after a crash. */
  readonly restarts: () => number;
  /** Stops it for good; resolves once it has exited. */
  stop(): Promise<void>;
}

export interface SuperviseOptions {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  /** The folder it runs in (a scratch copy of the site for `npm start`'s daily rebuild). */
  cwd?: string;
  stdio?: "inherit" | "ignore";
  /** First restart delay; doubles on each crash in a row, up to maxDelayMs. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** A child that ran this long counts as healthy: the next crash restarts after initialDelayMs again. */
  healthyAfterMs?: number;
  log?: (message: string) => void;
}

/** Runs a command and starts it again, with growing delays, whenever it stops on its own. */
export function supervise(options: SuperviseOptions): SupervisedProcess {
  const { initialDelayMs = 250, maxDelayMs = 10_000, healthyAfterMs = 30_000, log = console.error } = options;
  let child: ChildProcess | null = null;
  let stopped = false;
  let restarts = 0;
  let delay = initialDelayMs;
  let timer: NodeJS.Timeout | undefined;

  const launch = () => {
    const startedAt = Date.now();
    const started = spawn(options.command, options.args, {
      stdio: options.stdio ?? "inherit",
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
    });
    child = started;
    started.on("exit", (code, signal) => {
      child = null;
      if (stopped) return;
      if (Date.now() - startedAt >= healthyAfterMs) delay = initialDelayMs;
      log(`${options.name} stopped (${signal ?? `exit ${code}`}); restarting in ${delay} ms.`);
      timer = setTimeout(() => {
        restarts += 1;
        launch();
      }, delay);
      delay = Math.min(delay * 2, maxDelayMs);
    });
  };
  launch();

  return {
    current: () => child,
    restarts: () => restarts,
    stop() {
      stopped = true;
      clearTimeout(timer);
      const running = child;
      if (!running || running.exitCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        running.once("exit", () => resolve());
        running.kill("SIGTERM");
      });
    },
  };
}
