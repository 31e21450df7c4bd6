import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "../../../sandbox/src/test-support/test-sandbox";
import { handleLoyaltyProxy } from "./handle-loyalty-proxy";
import { fakeFetch, proxyRequest, testConfig, testDeps } from "./test-support";

const MEMBER = "marie.dupont@example.fr";
const STRANGER = { rootUrl: "https://evil.example/", resetPasswordLink: "https://evil.example/steal" };

const resetCall = (route: string, params: Record<string, string>) =>
  proxyRequest({ method: "GET", route, format: "json", params: { emailAddress: MEMBER, ...params } });

describe("the password-reset link", () => {
  it.each(["/Member/GetResetPasswordCode", "/Member/v3/GetResetPasswordCode"])(
    "%s: the server sets rootUrl and resetPasswordLink from SITE_URL, whatever the client sent",
    async (route) => {
      for (const params of [STRANGER, {}]) {
        const upstream = fakeFetch();
        // Each route on a site of its version: a version-1 provider for the version-1 route.
        const config = testConfig({ SITE_URL: "https://www.cinema-aurore.fr" }, route.includes("/v3/") ? "CGR" : "NONE");
        await handleLoyaltyProxy(resetCall(route, params), testDeps({ fetch: upstream.fetch, config }));
        const query = upstream.calls[0]!.url.searchParams;
        expect(query.get("rootUrl")).toBe("https://www.cinema-aurore.fr/");
        expect(query.get("resetPasswordLink")).toBe("https://www.cinema-aurore.fr/reinitialiser-mot-de-passe/");
        expect(query.getAll("rootUrl")).toHaveLength(1);
        expect(query.get("emailAddress")).toBe(MEMBER);
      }
    },
  );

  describe("against the sandbox", () => {
    let sandbox: TestSandbox;
    beforeAll(async () => {
      sandbox = await startTestSandbox();
    });
    afterAll(() => sandbox.close());

    it("a stranger's rootUrl never reaches the mail: the member's link points to the site", async () => {
      const config = testConfig({ LOYALTY_API_URL: sandbox.baseUrl, SITE_URL: "http://localhost:9110" });
      const response = await handleLoyaltyProxy(
        resetCall("/Member/v3/GetResetPasswordCode", STRANGER),
        testDeps({ fetch, config }),
      );
      expect(response.status).toBe(200);
      const outbox = await sandbox.call("GET", `/sandbox/outbox?to=${encodeURIComponent(MEMBER)}`);
      const [mail] = outbox.body.messages as { body: string; data: { link: string } }[];
      const link = new URL(mail!.data.link);
      expect(link.origin).toBe("http://localhost:9110");
      expect(link.pathname).toBe("/reinitialiser-mot-de-passe/");
      expect(mail!.body).not.toContain("evil.example");
    });
  });
});
