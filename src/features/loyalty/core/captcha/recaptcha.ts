/** reCAPTCHA v3 (SPEC §7): loaded once with the site language; a token per call from execute(action). */

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export const RECAPTCHA_SCRIPT_UNAVAILABLE = "Recaptcha script is not available";
export const RECAPTCHA_SCRIPT_LOAD_ERROR = "Error loading google recaptcha script";

let loading: Promise<Grecaptcha> | undefined;

function loadRecaptcha(siteKey: string, language: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}&hl=${encodeURIComponent(language)}`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (!grecaptcha) reject(new Error(RECAPTCHA_SCRIPT_UNAVAILABLE));
      else grecaptcha.ready(() => resolve(grecaptcha));
    };
    script.onerror = () => reject(new Error(RECAPTCHA_SCRIPT_LOAD_ERROR));
    document.head.appendChild(script);
  }).catch((error: Error) => {
    loading = undefined; // a later call may try again
    throw error;
  });
  return loading;
}

/** A captcha token for one call, or null when no site key is configured (no script is loaded then). */
export async function getCaptchaToken(siteKey: string | null, action: string, language = "fr"): Promise<string | null> {
  if (!siteKey) return null;
  const grecaptcha = await loadRecaptcha(siteKey, language);
  return grecaptcha.execute(siteKey, { action });
}

/** For tests: forget the loaded script. */
export const resetRecaptchaForTests = () => {
  loading = undefined;
};
