/** How `npm run bench:lighthouse` is asked to run: its flags, then its environment. */
export interface LighthouseOptions {
  /** A commit built and measured beside ours (issue 48, item 4: the work after the first paint against it). */
  baseline?: string;
  /** Exit 1 on any target missed, not only on the film page's issue 9. */
  strict: boolean;
}

export const LIGHTHOUSE_USAGE =
  "Usage: npm run bench:lighthouse [-- --baseline <commit>] [--strict] (or LIGHTHOUSE_BASELINE=<commit>)";

/** The options from the command line (`--baseline <commit>`, `--baseline=<commit>`, `--strict`) and LIGHTHOUSE_BASELINE. */
export function parseLighthouseOptions(args: readonly string[], env: NodeJS.ProcessEnv): LighthouseOptions {
  let baseline = env.LIGHTHOUSE_BASELINE || undefined;
  let strict = false;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === "--strict") strict = true;
    else if (arg === "--baseline" || arg.startsWith("--baseline=")) {
      const value = arg === "--baseline" ? args[(index += 1)] : arg.slice("--baseline=".length);
      if (!value || value.startsWith("-")) throw new Error(`--baseline wants a commit.\n${LIGHTHOUSE_USAGE}`);
      baseline = value;
    } else throw new Error(`Unknown argument « ${arg} ».\n${LIGHTHOUSE_USAGE}`);
  }
  return { ...(baseline ? { baseline } : {}), strict };
}
