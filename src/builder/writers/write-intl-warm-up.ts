import { writeFile } from "node:fs/promises";
import path from "node:path";
import { paths } from "../../config/paths";

/**
 * The first use of `Intl` in a browser process loads and sets up the ICU data of the locale and time zone:
 * about 25–40 ms on this project's machine, four times that on the phone Lighthouse simulates, in one
 * uninterrupted task. That data is shared by the process, so a dedicated worker that makes the same first
 * uses while the page paints takes it off the main thread: the page's own formatting then costs well under
 * a millisecond (docs/performance.md). The boot script starts it and runs the app once it answers.
 *
 * The calls are those the site makes on a first load: react-intl's locale checks, dates, times and lists in
 * the site's locale, and the play-week arithmetic's wall-clock parts in the cinema's time zone.
 */
export function intlWarmUpScript(locale: string, timeZone: string): string {
  const [l, z] = [JSON.stringify(locale), JSON.stringify(timeZone)];
  return [
    `var d=new Date();`,
    `Intl.NumberFormat.supportedLocalesOf(${l});Intl.DateTimeFormat.supportedLocalesOf(${l});`,
    `new Intl.DateTimeFormat(${l},{timeZone:${z},weekday:"long",day:"numeric",month:"long",hour:"2-digit",minute:"2-digit"}).format(d);`,
    `new Intl.DateTimeFormat("en-US",{timeZone:${z},hourCycle:"h23",year:"numeric",month:"2-digit",day:"2-digit",hour:"2-digit",minute:"2-digit",second:"2-digit"}).formatToParts(d);`,
    `new Intl.NumberFormat(${l}).format(1.5);`,
    `if(Intl.ListFormat)new Intl.ListFormat(${l}).format(["a","b"]);`,
    `if(Intl.PluralRules)new Intl.PluralRules(${l}).select(1);`,
    `postMessage("ready");`,
  ].join("");
}

/** Writes public/intl-warm-up.js for the site's locale and time zone. */
export async function writeIntlWarmUp(publicDir: string, locale: string, timeZone: string): Promise<void> {
  await writeFile(path.join(publicDir, paths.intlWarmUp()), `${intlWarmUpScript(locale, timeZone)}\n`);
}
