import { beginSession } from "./begin-session";
import { logInByToken } from "./log-in";

/** Logs in with the ticketing site's token; a refused or dead token leaves the visitor as they were. */
export async function logInWithToken(token: string): Promise<void> {
  const outcome = await logInByToken(token);
  if (!beginSession(outcome))
    console.warn(`Login by token failed (${outcome.kind === "refused" ? outcome.peachCode : outcome.kind})`);
}
