import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import site from "../../../content/site.json";
import { callBuildHook, DAILY_REBUILD_SCHEDULE, scheduleTimes } from "./build-hook";

/** The hour and minute on the cinema's clock at a moment. */
const cinemaTime = (at: Date) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: site.timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(at);

describe("the daily rebuild's schedule", () => {
  it("is the one Netlify reads from the function's source", () => {
    const source = readFileSync("netlify/functions/daily-rebuild.mts", "utf8");
    expect(source).toContain(`schedule: "${DAILY_REBUILD_SCHEDULE}"`);
  });

  it("runs at 00:05 on the cinema's clock every day of the year, summer time and winter time", () => {
    const { minute, hoursUtc } = scheduleTimes(DAILY_REBUILD_SCHEDULE);
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2026, 0, 1 + day));
      const runs = hoursUtc.map((hour) => cinemaTime(new Date(date.getTime() + (hour * 60 + minute) * 60_000)));
      expect(runs, date.toISOString()).toContain("00:05");
    }
  });
});

describe("callBuildHook", () => {
  let hook: http.Server | undefined;
  afterEach(() => new Promise<void>((done) => (hook ? hook.close(() => done()) : done())));

  /** A stand-in for the host's build hook: records each request, answers `status`. */
  async function standInHook(status = 200) {
    const received: { method?: string; url?: string }[] = [];
    hook = http.createServer((req, res) => {
      received.push({ method: req.method, url: req.url });
      res.writeHead(status).end();
    });
    await new Promise<void>((done) => hook!.listen(0, "127.0.0.1", done));
    return { url: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/build_hooks/abc123`, received };
  }

  it("POSTs to the build hook once, with a title for the deploy log", async () => {
    const { url, received } = await standInHook();
    expect(await callBuildHook(url)).toEqual({ ok: true, status: 200 });
    expect(received).toHaveLength(1);
    expect(received[0]!.method).toBe("POST");
    expect(new URL(received[0]!.url!, url).searchParams.get("trigger_title")).toMatch(/Daily rebuild/);
  });

  it("says so when the hook refuses or cannot be reached", async () => {
    const { url } = await standInHook(404);
    expect(await callBuildHook(url)).toMatchObject({ ok: false, status: 502, error: expect.stringContaining("404") });
    expect(await callBuildHook("http://127.0.0.1:9/hook")).toMatchObject({ ok: false, status: 502 });
  });

  it.each([undefined, "", "not a url", "ftp://example.com/hook"])("refuses a BUILD_HOOK_URL of %j", async (value) => {
    expect(await callBuildHook(value)).toMatchObject({
      ok: false,
      status: 500,
      error: expect.stringContaining("BUILD_HOOK_URL"),
    });
  });
});
