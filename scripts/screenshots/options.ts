export const PASS_ENGINES = ["chromium", "firefox", "webkit"] as const;
export type PassEngine = (typeof PASS_ENGINES)[number];

export const PASS_WIDTHS = [320, 1280] as const;

/** Where the shots go unless `--out` says otherwise. Playwright empties test-results/ when its suites start. */
export const DEFAULT_OUT = "test-results/screenshots-pass";

/** What `npm run screenshots` is asked for. */
export interface PassOptions {
  engines: PassEngine[];
  /** Page type keys (page-types.ts), in the table's order. */
  pages: string[];
  widths: number[];
  /** Copy Chromium's shots into docs/screenshots/. */
  docs: boolean;
  /** The folder of the shots and their text files. */
  out: string;
}

export const USAGE =
  "npm run screenshots -- [--engines chromium,firefox,webkit] [--pages home,listing,…] [--widths 320,1280] [--docs] [--out dir]";

const list = (value: string) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

function chosen<T extends string>(option: string, value: string, known: readonly T[]): T[] {
  const asked = list(value);
  const unknown = asked.filter((item) => !known.includes(item as T));
  if (unknown.length > 0) throw new Error(`${option}: no ${unknown.join(", ")} (known: ${known.join(", ")})`);
  if (asked.length === 0) throw new Error(`${option}: give at least one of ${known.join(", ")}`);
  return known.filter((item) => asked.includes(item));
}

function widths(value: string): number[] {
  const asked = list(value);
  const bad = asked.filter((item) => !/^\d+$/.test(item) || Number(item) < 200 || Number(item) > 3840);
  if (bad.length > 0 || asked.length === 0) throw new Error(`--widths: CSS pixels between 200 and 3840, not « ${value} »`);
  return [...new Set(asked.map(Number))];
}

/** The command line's options (`--name value` or `--name=value`); throws a message for a person on a mistake. */
export function parseOptions(argv: readonly string[], pageKeys: readonly string[]): PassOptions {
  const options: PassOptions = {
    engines: [...PASS_ENGINES],
    pages: [...pageKeys],
    widths: [...PASS_WIDTHS],
    docs: false,
    out: DEFAULT_OUT,
  };
  const args = argv.flatMap((arg) =>
    /^--\w+=/.test(arg) ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg],
  );
  for (let index = 0; index < args.length; index += 1) {
    const name = args[index]!;
    if (name === "--docs") {
      options.docs = true;
      continue;
    }
    const value = args[index + 1];
    if (value === undefined || value.startsWith("--")) throw new Error(`${name}: a value is missing. Usage: ${USAGE}`);
    index += 1;
    if (name === "--engines") options.engines = chosen(name, value, PASS_ENGINES);
    else if (name === "--pages") options.pages = chosen(name, value, pageKeys);
    else if (name === "--widths") options.widths = widths(value);
    else if (name === "--out") options.out = value;
    else throw new Error(`Unknown option ${name}. Usage: ${USAGE}`);
  }
  if (options.docs && !options.engines.includes("chromium")) {
    throw new Error("--docs copies Chromium's shots: add chromium to --engines.");
  }
  return options;
}
