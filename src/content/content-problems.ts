/** Every problem found in the content, one line each: "file: film: field path: what is wrong". */
export class ContentError extends Error {
  override readonly name = "ContentError";

  constructor(readonly problems: readonly string[]) {
    super(`Invalid content, ${problems.length} problem(s):\n${problems.join("\n")}`);
  }
}

/** Records one problem; its parts (field path, message) follow the context the reporter was made with. */
export type Report = (...parts: (string | undefined)[]) => void;

export const reporterFor =
  (problems: string[], ...context: (string | undefined)[]): Report =>
  (...parts) => {
    problems.push([...context, ...parts].filter((part) => part !== undefined).join(": "));
  };

/** Runs a resolution step; a RangeError (impossible date, unknown zone) becomes a problem. */
export const attempt = <T>(step: () => T, report: Report, path: string): T | undefined => {
  try {
    return step();
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    report(path, error.message);
    return undefined;
  }
};
