import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { LoyaltyRoute } from "../../../src/lib/loyalty-api";
import { openSandbox } from "../app";
import type { SandboxContext } from "../context";
import { installErrorHandling } from "./error-handler";
import { defineLoyaltyHandler, registerLoyaltyRoute, Unenveloped } from "./loyalty-route";
import { installZodSchemas } from "./zod-schemas";

const route = (path: string, auth: LoyaltyRoute["auth"] = "none"): LoyaltyRoute => ({
  method: "POST",
  path,
  versions: [3],
  auth,
  format: "json",
});

const countBody = z.object({ n: z.int() });
const countReply = z.object({ count: z.int().min(0) });

let dir: string;
let ctx: SandboxContext;
let app: FastifyInstance;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "loyalty-route-"));
  ctx = await openSandbox({ dbFile: join(dir, "loyalty.sqlite"), scryptCost: 1024 });
  app = Fastify();
  installErrorHandling(app);
  installZodSchemas(app);
  const count = (envelope: "always" | "optional" = "always", bare = false) =>
    defineLoyaltyHandler({
      body: countBody,
      reply: countReply,
      envelope,
      handle: ({ body }) => (bare ? new Unenveloped({ count: body.n }) : { count: body.n }),
    });
  registerLoyaltyRoute(app, ctx, route("/Test/Count"), count());
  registerLoyaltyRoute(app, ctx, route("/Test/Session", "session"), count());
  registerLoyaltyRoute(app, ctx, route("/Test/Bare"), count("always", true));
  registerLoyaltyRoute(app, ctx, route("/Test/MaybeBare"), count("optional", true));
});
afterAll(async () => {
  await app.close();
  ctx.db.close();
  rmSync(dir, { recursive: true, force: true });
});

const post = async (url: string, payload: unknown) => {
  const response = await app.inject({ method: "POST", url, payload: payload as object });
  return { status: response.statusCode, body: response.json<unknown>() };
};

describe("registerLoyaltyRoute", () => {
  it("hands the handler the parsed body and answers its fields inside the envelope", async () => {
    expect(await post("/Test/Count", { n: 3 })).toEqual({
      status: 200,
      body: { peachCode: 0, statusCode: 200, clientErrorMessage: "", count: 3 },
    });
  });

  it("refuses a body that does not match the declared schema", async () => {
    expect(await post("/Test/Count", { n: "3" })).toEqual({
      status: 400,
      body: { peachCode: 1, statusCode: 400, clientErrorMessage: "Invalid n: Invalid input: expected number, received string" },
    });
  });

  it("authenticates before it validates", async () => {
    expect(await post("/Test/Session", { n: "not a number" })).toEqual({
      status: 401,
      body: { peachCode: 2, statusCode: 401, clientErrorMessage: "The session token is missing, invalid or expired." },
    });
  });

  it("fails, as the sandbox's own bug, a reply that does not match the declared schema", async () => {
    expect(await post("/Test/Count", { n: -1 })).toEqual({
      status: 500,
      body: {
        peachCode: 99,
        statusCode: 500,
        clientErrorMessage:
          "The reply of POST /Test/Count does not match its declared schema: count: Too small: expected number to be >=0",
      },
    });
  });

  it("answers without the envelope only where the handler declares it may", async () => {
    expect(await post("/Test/MaybeBare", { n: 2 })).toEqual({ status: 200, body: { count: 2 } });
    expect(await post("/Test/MaybeBare", { n: -2 })).toMatchObject({
      status: 500,
      body: { clientErrorMessage: expect.stringContaining("count: Too small") as string },
    });
    expect(await post("/Test/Bare", { n: 2 })).toEqual({
      status: 500,
      body: {
        peachCode: 99,
        statusCode: 500,
        clientErrorMessage:
          "The reply of POST /Test/Bare does not match its declared schema: peachCode: Invalid input: expected 0",
      },
    });
  });
});
