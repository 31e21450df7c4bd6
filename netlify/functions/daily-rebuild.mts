// Netlify scheduled function: builds the site again every night (src/server/daily-rebuild/build-hook.ts).
import { callBuildHook } from "../../src/server/daily-rebuild/build-hook";

export default async (): Promise<Response> => {
  const result = await callBuildHook(process.env.BUILD_HOOK_URL);
  console.log(JSON.stringify({ event: "daily-rebuild", ...result }));
  return Response.json(result, { status: result.ok ? 200 : result.status });
};

// Literal: Netlify reads the schedule from the source. The test beside build-hook.ts holds it to DAILY_REBUILD_SCHEDULE.
export const config = { schedule: "5 22,23 * * *" };
