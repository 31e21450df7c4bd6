import { beginSession } from "./begin-session";
import { logInByToken } from "./log-in";

/**
 * Logs in with the ticketing site's token; a refused or dead token leaves the visitor as they were. Says whether
 * the backend answered (a session or a refusal): without an answer the token may be tried again.
 */
export async function logInWithToken(token: string): Promise<boolean> {
  const outcome = await logInByToken(token);
  if (beginSession(outcome)) return true;
  console.warn(`Login by token failed (${outcome.kind === "refused" ? outcome.peachCode : outcome.kind})`);
  return outcome.kind === "refused";
}
