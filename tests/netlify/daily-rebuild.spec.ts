import http from "node:http";
import { expect, test } from "@playwright/test";
import { BUILD_HOOK_PORT } from "../../playwright.netlify.config";

test("the scheduled daily rebuild calls the site's build hook", async ({ request }) => {
  const calls: { method?: string; url?: string }[] = [];
  const hook = http.createServer((req, res) => {
    calls.push({ method: req.method, url: req.url });
    res.writeHead(200).end();
  });
  await new Promise<void>((done) => hook.listen(BUILD_HOOK_PORT, "127.0.0.1", done));
  try {
    // Netlify's scheduler invokes the function by name; the emulation lets it be invoked the same way.
    const response = await request.post("/.netlify/functions/daily-rebuild");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ ok: true, status: 200 });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: "POST", url: expect.stringMatching(/^\/build_hooks\/npm-test\?trigger_title=/) });
  } finally {
    await new Promise((done) => hook.close(done));
  }
});
