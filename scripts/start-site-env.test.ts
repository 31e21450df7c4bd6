import { describe, expect, it } from "vitest";
import { loadServerConfig } from "../src/server/config";
import { serverSetParams } from "../src/server/loyalty-proxy/server-set-params";
import { startSiteEnv } from "./start-site-env";

/** The reset mail's link as the proxy sets it under `npm start` with this environment. */
function resetLinkUnderStart(env: NodeJS.ProcessEnv) {
  const config = loadServerConfig(startSiteEnv(9000, "http://127.0.0.1:4010", env));
  if (!config.ok) throw new Error(config.message);
  return serverSetParams("getResetPasswordCodeV3", config.config);
}

describe("npm start's site environment", () => {
  it("points the password-reset mail at the site she is on, not the production domain", () => {
    expect(resetLinkUnderStart({})).toEqual({
      rootUrl: "http://localhost:9000/",
      resetPasswordLink: "http://localhost:9000/reinitialiser-mot-de-passe/",
    });
  });

  it("keeps a SITE_URL that is set (a tunnel, a name on the network)", () => {
    expect(resetLinkUnderStart({ SITE_URL: "https://cinema.example.test" }).resetPasswordLink).toBe(
      "https://cinema.example.test/reinitialiser-mot-de-passe/",
    );
  });
});
