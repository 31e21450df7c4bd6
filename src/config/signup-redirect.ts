import { paths } from "./paths";

/**
 * The inline head script of `/signup/` (src/templates/signup-redirect-page.tsx): the French sign-up
 * page with the same query and hash. One constant text, so the Content-Security-Policy allows it by
 * its hash (src/server/security/script-hashes.ts).
 */
export const SIGNUP_REDIRECT_SCRIPT = `location.replace(${JSON.stringify(paths.signup())}+location.search+location.hash)`;
