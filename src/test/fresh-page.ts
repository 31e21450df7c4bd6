import { navigate } from "gatsby";
import { __PRIVATE__ as styledInternals } from "styled-components";
import { vi } from "vitest";
import { resetRecaptchaForTests } from "../features/loyalty/core/captcha/recaptcha";
import { loyaltyQueryClient } from "../features/loyalty/core/query-client";

/** The worker's JSDOM instance, which vitest's jsdom environment exposes. */
declare const jsdom: { cookieJar: { removeAllCookiesSync(): void } };

// The files of a jsdom worker share its window and their modules (vitest.config.mts): each file starts on a
// blank page, as a new tab would, whatever the file before it left behind.
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
delete (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
document.head.replaceChildren();
document.body.replaceChildren();
for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
// styled-components forgets the rules it wrote into the head just emptied, so that it writes them again.
styledInternals.mainSheet.names.clear();
styledInternals.mainSheet.tag = undefined;
jsdom.cookieJar.removeAllCookiesSync();
localStorage.clear();
sessionStorage.clear();
window.history.replaceState(null, "", "/");
loyaltyQueryClient.clear();
resetRecaptchaForTests();
vi.mocked(navigate).mockClear();
