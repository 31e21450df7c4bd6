import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "../test-support/test-sandbox";

let sandbox: TestSandbox;
let token: string;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  token = (await sandbox.login()).token;
});
afterAll(() => sandbox.close());

/** The text of the element with this id (the page is ours: one element per id, no nesting). */
const byId = (html: string, id: string): string | undefined => new RegExp(`id="${id}">([^<]*)<`).exec(html)?.[1];
const read = (html: string) => ({
  path: byId(html, "ticketing-path"),
  theater: byId(html, "ticketing-theater"),
  perf: byId(html, "ticketing-perf"),
  source: byId(html, "ticketing-token-source"),
  status: byId(html, "ticketing-token-status"),
});
const post = (path: string, form: Record<string, string>) =>
  sandbox.call("POST", path, { rawBody: new URLSearchParams(form).toString(), contentType: "application/x-www-form-urlencoded" });

describe("ticketing stand-in", () => {
  it("version 1: shows the booking route's theaterCode and perfcode and a valid token from the query", async () => {
    const result = await sandbox.call(
      "GET",
      `/ticketing/websales/sales/1042/book?perfcode=88123&token=${encodeURIComponent(token)}`,
    );
    expect(result.status).toBe(200);
    expect(result.contentType).toContain("text/html");
    expect(result.text).toContain('<html lang="fr">');
    expect(read(result.text)).toEqual({
      path: "/ticketing/websales/sales/1042/book",
      theater: "1042",
      perf: "88123",
      source: "query",
      status: "valid",
    });
  });

  it("version 3: shows a token POSTed as a form field", async () => {
    const result = await post("/ticketing/booking?theaterCode=1042&perfCode=55", { token });
    expect(read(result.text)).toEqual({
      path: "/ticketing/booking",
      theater: "1042",
      perf: "55",
      source: "form",
      status: "valid",
    });
  });

  it("shows the fields of a link sent as a POST form (SPEC §2), escaped", async () => {
    const result = await post("/ticketing/groupes", { theaterCode: "1042", requestData: "groupe <b>" });
    expect(read(result.text)).toMatchObject({ path: "/ticketing/groupes", theater: "1042", source: "absent" });
    expect(byId(result.text, "ticketing-request-data")).toBe("groupe &lt;b&gt;");
  });

  it("tells an invalid token from an absent one", async () => {
    expect(read((await post("/ticketing/startticketing", { token: "forged" })).text)).toMatchObject({
      source: "form",
      status: "invalid",
    });
    expect(read((await sandbox.call("GET", "/ticketing/startticketing")).text)).toMatchObject({
      source: "absent",
      status: "absent",
    });
    const { token: ended } = await sandbox.login();
    await sandbox.call("POST", "/Member/v3/Logout", { token: ended, body: { cancelAssociatedOrder: true } });
    expect(read((await sandbox.call("GET", `/ticketing/x?token=${ended}`)).text)).toMatchObject({ status: "invalid" });
  });

  it("escapes everything it echoes", async () => {
    const result = await sandbox.call(
      "GET",
      `/ticketing/%3Cb%3E?theaterCode=${encodeURIComponent('<script>alert("x")</script>')}&perfCode=%27%26`,
    );
    expect(result.text).not.toContain("<script>");
    expect(read(result.text)).toMatchObject({
      path: "/ticketing/%3Cb%3E",
      theater: "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;",
      perf: "&#39;&amp;",
    });
  });
});
