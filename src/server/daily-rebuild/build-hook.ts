/**
 * The host's daily rebuild (docs/deploying.md): the pages are rendered with the build's clock, so the site is built
 * again shortly after midnight in the cinema's time zone. Netlify's scheduler speaks UTC only: the function runs at
 * 22:05 and 23:05 UTC, which is 00:05 in Paris in summer and in winter; the other run rebuilds the same day, harmless.
 */
export const DAILY_REBUILD_SCHEDULE = "5 22,23 * * *";

/** The hours (UTC) and minute of DAILY_REBUILD_SCHEDULE. */
export function scheduleTimes(schedule: string): { minute: number; hoursUtc: number[] } {
  const [minute, hours] = schedule.split(" ");
  return { minute: Number(minute), hoursUtc: hours!.split(",").map(Number) };
}

export type HookResult = { ok: true; status: number } | { ok: false; status: number; error: string };

/**
 * Asks the host to build the site again: a POST to its build hook (BUILD_HOOK_URL, a secret of the deploy), with a
 * title that names the cause in the deploy log.
 */
export async function callBuildHook(hookUrl: string | undefined, fetchFn: typeof fetch = fetch): Promise<HookResult> {
  if (!hookUrl || !URL.canParse(hookUrl) || !/^https?:$/.test(new URL(hookUrl).protocol)) {
    return { ok: false, status: 500, error: "BUILD_HOOK_URL is not set to the site's build hook (an http(s) URL)." };
  }
  const url = new URL(hookUrl);
  url.searchParams.set("trigger_title", "Daily rebuild (00:05, cinema time)");
  try {
    const response = await fetchFn(url, { method: "POST", signal: AbortSignal.timeout(10_000) });
    return response.ok
      ? { ok: true, status: response.status }
      : { ok: false, status: 502, error: `The build hook answered ${response.status}.` };
  } catch (error) {
    return { ok: false, status: 502, error: `The build hook could not be reached (${(error as Error).message}).` };
  }
}
