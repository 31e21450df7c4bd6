// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { getCaptchaToken, RECAPTCHA_SCRIPT_LOAD_ERROR, RECAPTCHA_SCRIPT_UNAVAILABLE, resetRecaptchaForTests } from "./recaptcha";

const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>("script[src*='recaptcha']")];

/** A stand-in for Google's script that follows its documented API (ready, execute). */
function loadStandIn(execute = vi.fn(async (_key: string, { action }: { action: string }) => `token-for-${action}`)) {
  window.grecaptcha = { ready: (callback) => callback(), execute };
  scripts().at(-1)!.dispatchEvent(new Event("load"));
  return execute;
}

afterEach(() => {
  resetRecaptchaForTests();
  delete window.grecaptcha;
  for (const script of scripts()) script.remove();
});

describe("reCAPTCHA v3", () => {
  it("loads no script without a site key", async () => {
    expect(await getCaptchaToken(null, "login")).toBeNull();
    expect(scripts()).toHaveLength(0);
  });

  it("loads the script once, in French, and asks a token per action", async () => {
    const first = getCaptchaToken("site-key", "login");
    const execute = loadStandIn();
    expect(await first).toBe("token-for-login");
    expect(await getCaptchaToken("site-key", "signup")).toBe("token-for-signup");
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]!.src).toBe("https://www.google.com/recaptcha/api.js?render=site-key&hl=fr");
    expect(execute).toHaveBeenCalledWith("site-key", { action: "signup" });
  });

  it("says when the script cannot be loaded, and tries again next time", async () => {
    const failing = getCaptchaToken("site-key", "login");
    scripts()[0]!.dispatchEvent(new Event("error"));
    await expect(failing).rejects.toThrow(RECAPTCHA_SCRIPT_LOAD_ERROR);
    const retry = getCaptchaToken("site-key", "login");
    loadStandIn();
    expect(await retry).toBe("token-for-login");
  });

  it("says when the script loaded without the reCAPTCHA API", async () => {
    const pending = getCaptchaToken("site-key", "login");
    scripts()[0]!.dispatchEvent(new Event("load"));
    await expect(pending).rejects.toThrow(RECAPTCHA_SCRIPT_UNAVAILABLE);
  });
});
