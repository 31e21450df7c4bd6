import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSandboxApp } from "../app";

const SITE = "http://localhost:9123";
let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "cms-stand-in-"));
  app = await buildSandboxApp({ dbFile: join(dir, "loyalty.sqlite"), scryptCost: 1024, siteUrl: SITE });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const open = (url = "/sandbox/cms") => app.inject({ method: "GET", url });
/** The page's controls, by the message type each sends. */
const controlTypes = (html: string) => [...html.matchAll(/data-type="(\w+)"/g)].map((match) => match[1]);

describe("GET /sandbox/cms, the content-management app's stand-in", () => {
  it("frames the site's preview copy of the page and has a control for each message type", async () => {
    const response = await open("/sandbox/cms?page=/films/");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toContain('<html lang="fr">');
    expect(response.body).toContain(`<iframe id="cms-frame" title="Aperçu du site" src="${SITE}/cms-preview/films/"`);
    expect(controlTypes(response.body)).toEqual([
      "colorScheme",
      "font",
      "headerLayout",
      "footerLayout",
      "logoSize",
      "hasSearch",
      "footerMobileLinks",
    ]);
    expect(response.body).toContain('<p id="cms-status" role="status">En attente du message lifeCycle « mounted »…</p>');
  });

  it("starts from the site's own settings (content/site.json)", async () => {
    const { body } = await open();
    expect(body).toContain('name="accent" value="#f2a900"');
    expect(body).toMatch(/<option value="classic" selected>Classique<\/option>/);
    expect(body).toContain("Séances | /films/");
  });

  it("previews the home page for a path that is not a plain site path", async () => {
    for (const page of ["//evil.example/", "javascript:alert(1)", "/films/?x=<b>", "films/"]) {
      const { body } = await open(`/sandbox/cms?page=${encodeURIComponent(page)}`);
      expect(body, page).toContain(`src="${SITE}/cms-preview/"`);
    }
  });

  it("passes its own Content-Security-Policy: its one script and style by hash, frames of the site only", async () => {
    const response = await open();
    const policy = String(response.headers["content-security-policy"]);
    const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    const script = /<script>([\s\S]*?)<\/script>/.exec(response.body)![1]!;
    const style = /<style>([\s\S]*?)<\/style>/.exec(response.body)![1]!;
    expect(policy).toContain(`script-src ${hash(script)};`);
    expect(policy).toContain(`style-src ${hash(style)};`);
    expect(policy).toContain(`frame-src ${SITE};`);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.body).not.toMatch(/ style="| on\w+="/);
  });
});
