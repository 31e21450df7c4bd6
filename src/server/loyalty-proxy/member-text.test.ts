import { describe, expect, it } from "vitest";
import { handleLoyaltyProxy } from "./handle-loyalty-proxy";
import { bodyJson, fakeFetch, proxyRequest, SESSION_HEADERS, testDeps } from "./test-support";

const edit = (body: Record<string, unknown>) =>
  proxyRequest({ method: "POST", route: "/Member/v3/Edit", format: "json", body }, { headers: SESSION_HEADERS });
const create = (body: Record<string, unknown>) =>
  proxyRequest({
    method: "POST",
    route: "/Member/v3/Create",
    format: "json",
    body: { email: "zoe@example.fr", password: "Cinema-2026!", firstName: "Zoé", lastName: "N’Diaye", ...body },
  });

async function send(request: ReturnType<typeof proxyRequest>) {
  const upstream = fakeFetch();
  const response = await handleLoyaltyProxy(request, testDeps({ fetch: upstream.fetch }));
  return { status: response.status, body: bodyJson(response.body), upstream: upstream.calls };
}

describe("the member's text fields (Create, Edit)", () => {
  it("a value longer than the backend takes is refused with a JSON error naming the field, and never sent", async () => {
    const answer = await send(edit({ address2: "x".repeat(2_700) }));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: { code: "INVALID_REQUEST", message: "Invalid proxy request (body.address2: at most 256 characters)." },
    });
    expect(answer.upstream).toEqual([]);
    expect((await send(create({ lastName: "x".repeat(129) }))).body).toMatchObject({
      error: { message: "Invalid proxy request (body.lastName: at most 128 characters)." },
    });
  });

  it.each([`N'Diaye`, `<script>`, `"Jojo"`, "Dupont & Fils", "a;b"])("refuses SPEC §5's characters: %s", async (name) => {
    const answer = await send(edit({ lastName: name }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { code: "INVALID_REQUEST", message: expect.stringContaining("body.lastName") } });
    expect(answer.upstream).toEqual([]);
  });

  it("passes French typography, emoji and values at the limit; passwords keep every character", async () => {
    const answer = await send(
      create({
        lastName: "N’Diaye 🎬",
        address1: "Résidence «\u202FLes Pins\u202F» et Cie",
        address2: "é".repeat(256),
        password: `a<b>'c"&d;`.padEnd(128, "x"),
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.upstream).toHaveLength(1);
  });

  it("refuses a password longer than the backend takes", async () => {
    const answer = await send(edit({ password: "x".repeat(129), currentPassword: "Cinema-2026!" }));
    expect(answer.body).toMatchObject({ error: { message: "Invalid proxy request (body.password: at most 128 characters)." } });
  });
});
