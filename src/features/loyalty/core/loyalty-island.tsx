import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { loyaltyQueryClient } from "./query-client";
import { startSessionSync } from "./session/session-sync";

/**
 * A piece of the page that uses the member session. Every island shares one
 * query cache, so the session is fetched once and all islands agree.
 */
export function LoyaltyIsland({ children }: { children: ReactNode }) {
  useEffect(() => startSessionSync(), []);
  return <QueryClientProvider client={loyaltyQueryClient}>{children}</QueryClientProvider>;
}
