import { DEMO_EMAIL } from "./test-loyalty-backend";

/**
 * A live version-1 session token of the demo member, as the ticketing site would send back: a Login straight to
 * the test backend (`baseUrl`), with the fetch kept before the backend routed the proxy's calls (`realFetch`).
 */
export async function ticketingToken(realFetch: typeof fetch, baseUrl: string): Promise<string> {
  const response = await realFetch(`${baseUrl}/Member/Login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: DEMO_EMAIL, password: "Cinema-2026!" }),
  });
  const answer = (await response.json()) as { sessionManagementTokens: { boxofficeSessionToken: string } };
  return answer.sessionManagementTokens.boxofficeSessionToken;
}
