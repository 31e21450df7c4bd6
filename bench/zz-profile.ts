import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS } from "../scripts/find-chromium";
import { freePort, startGatsbyServe } from "../scripts/local-servers";

async function main() {
  const port = await freePort();
  const server = await startGatsbyServe(port);
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
  for (const url of ["/films/", "/"]) {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
    await page.goto(`http://localhost:${port}${url}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.waitForTimeout(300);
    const { profile } = await cdp.send("Profiler.stop");
    console.log(await page.evaluate(() => (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map((r) => `${r.name.split("/").pop()!.slice(0, 40)} ${r.initiatorType} start ${Math.round(r.startTime)} resp ${Math.round(r.responseStart)} end ${Math.round(r.responseEnd)}`).join("\n")));
    const t = await page.evaluate(() => ({ fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime, hyd: performance.getEntriesByName("onInitialClientRender")[0]?.startTime }));
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map<number, number>();
    const dts = profile.timeDeltas!;
    profile.samples!.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (dts[i] ?? 0)));
    const agg = new Map<string, number>();
    const aggUrl = new Map<string, number>();
    for (const [id, us] of self) {
      const n = byId.get(id)!;
      const key = `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/").pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
      agg.set(key, (agg.get(key) ?? 0) + us);
      const u = n.callFrame.url.split("/").pop() || n.callFrame.functionName;
      aggUrl.set(u, (aggUrl.get(u) ?? 0) + us);
    }
    console.log(url, t);
    console.log([...aggUrl].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${(v / 1000).toFixed(0)}ms ${k}`).join("\n"));
    console.log([...agg].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${(v / 1000).toFixed(0)}ms ${k}`).join("\n"));
    await context.close();
  }
  await browser.close();
  server.kill();
}
main();
