import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH } from "../http/json-depth";
import { handleLoyaltyProxy } from "./handle-loyalty-proxy";
import { JSON_BODY_LIMIT } from "./proxy-call";
import { errorCode, fakeFetch, proxyRequest, SESSION_HEADERS, testDeps } from "./test-support";

const getMember = { method: "GET", route: "/Member/v3/GetMember", format: "json" };

async function answer(request: ReturnType<typeof proxyRequest>) {
  const upstream = fakeFetch();
  const response = await handleLoyaltyProxy(request, testDeps({ fetch: upstream.fetch }));
  return { response, code: errorCode(response.body), called: upstream.spy.mock.calls.length > 0 };
}

async function multipartRequest(form: FormData) {
  const encoded = new Response(form);
  const rawBody = new Uint8Array(await encoded.arrayBuffer());
  return { ...proxyRequest(""), headers: { "content-type": encoded.headers.get("content-type")! }, rawBody };
}

describe("request validation", () => {
  it.each(["GET", "PUT", "OPTIONS", "HEAD"])("answers %s with 405 and Allow: POST", async (method) => {
    const { response, code, called } = await answer(proxyRequest(getMember, { method }));
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe("POST");
    expect(code).toBe("METHOD_NOT_ALLOWED");
    expect(called).toBe(false);
  });

  it.each([undefined, "text/plain", "application/x-www-form-urlencoded", "application/jsonp"])(
    "answers content type %s with 415",
    async (contentType) => {
      const request = proxyRequest(getMember);
      const headers = { ...request.headers, "content-type": contentType };
      const { response, code } = await answer({ ...request, headers });
      expect(response.status).toBe(415);
      expect(code).toBe("UNSUPPORTED_MEDIA_TYPE");
    },
  );

  it.each(["{", "", "not json", '{"method":"GET",}'])("answers malformed JSON %j with 400", async (text) => {
    const { response, code, called } = await answer(proxyRequest(text));
    expect(response.status).toBe(400);
    expect(code).toBe("MALFORMED_JSON");
    expect(called).toBe(false);
  });

  it.each([
    ["an empty object (what a lenient host parser leaves)", {}],
    ["an unknown method", { ...getMember, method: "DELETE" }],
    ["an unknown format", { ...getMember, format: "xml" }],
    ["an unknown field", { ...getMember, url: "http://evil.example" }],
    ["a body on a GET call", { ...getMember, body: { a: 1 } }],
    ["nested query values", { ...getMember, params: { userSessionId: { $ne: 1 } } }],
    ["a captcha with a line break", { ...getMember, captchaResponse: "a\r\nx-admin: 1" }],
    ["a JSON array", [getMember]],
  ])("answers %s with 400 INVALID_REQUEST", async (_, body) => {
    const { response, code, called } = await answer(proxyRequest(body));
    expect(response.status).toBe(400);
    expect(code).toBe("INVALID_REQUEST");
    expect(called).toBe(false);
  });

  it("answers a JSON body over the limit with 413", async () => {
    const padding = "x".repeat(JSON_BODY_LIMIT);
    const { response, code, called } = await answer(
      proxyRequest({ ...getMember, method: "POST", route: "/Member/v3/Edit", body: { padding } }),
    );
    expect(response.status).toBe(413);
    expect(code).toBe("PAYLOAD_TOO_LARGE");
    expect(called).toBe(false);
  });

  it.each([33, 4_500, 30_000])("answers a body nested %i levels deep with 400 INVALID_REQUEST", async (depth) => {
    const deep = `${"[".repeat(depth)}${"]".repeat(depth)}`;
    const text = `{"method":"POST","route":"/Member/v3/Edit","format":"json","body":{"a":${deep}}}`;
    const { response, code, called } = await answer(proxyRequest(text));
    expect(response.status).toBe(400);
    expect(code).toBe("INVALID_REQUEST");
    expect(called).toBe(false);
  });

  it("forwards a body nested as deep as the limit", async () => {
    const deep = `${"[".repeat(MAX_JSON_DEPTH - 2)}${"]".repeat(MAX_JSON_DEPTH - 2)}`;
    const text = `{"method":"POST","route":"/Member/v3/Edit","format":"json","body":${deep}}`;
    const upstream = fakeFetch();
    const response = await handleLoyaltyProxy(
      proxyRequest(text, { headers: SESSION_HEADERS }),
      testDeps({ fetch: upstream.fetch }),
    );
    expect(response.status).toBe(200);
    expect(upstream.spy).toHaveBeenCalledOnce();
  });

  it("answers 413 from Content-Length alone (the host may stop reading)", async () => {
    const request = proxyRequest(getMember, { headers: { "content-length": String(JSON_BODY_LIMIT + 1) } });
    expect((await answer(request)).response.status).toBe(413);
  });
});

describe("uploads", () => {
  it("answers a multipart body with 415 UNSUPPORTED_MEDIA_TYPE: no route takes a file", async () => {
    const form = new FormData();
    form.set("method", "POST");
    form.set("route", "/Member/v3/Edit");
    form.set("photo", new Blob([new Uint8Array([1, 2, 3])], { type: "image/png" }), "me.png");
    const { response, code, called } = await answer(await multipartRequest(form));
    expect(response.status).toBe(415);
    expect(code).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect(called).toBe(false);
  });
});
