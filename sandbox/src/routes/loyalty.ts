import type { FastifyInstance } from "fastify";
import { allLoyaltyRoutes, type LoyaltyRouteName } from "../../../src/lib/loyalty-api";
import type { SandboxContext } from "../context";
import { registerLoyaltyRoute, type LoyaltyHandler } from "../http/loyalty-route";
import { cardRoutes } from "./cards";
import { favoriteRoutes } from "./favorites";
import { historyRoutes } from "./history";
import { memberRoutes } from "./member";
import { membershipRoutes } from "./membership";
import { passwordRoutes } from "./password";
import { paymentRoutes } from "./payments";
import { registrationRoutes } from "./registration";
import { rewardRoutes } from "./rewards";
import { sessionRoutes } from "./session";

/** Serves every route of the table; the Record type makes a route without a handler a compile error. */
export function registerLoyaltyRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const handlers: Record<LoyaltyRouteName, LoyaltyHandler> = {
    ...sessionRoutes(ctx),
    ...memberRoutes(ctx),
    ...registrationRoutes(ctx),
    ...membershipRoutes(ctx),
    ...passwordRoutes(ctx),
    ...favoriteRoutes(ctx),
    ...cardRoutes(ctx),
    ...historyRoutes(ctx),
    ...rewardRoutes(ctx),
    ...paymentRoutes(ctx),
  };
  for (const [name, route] of allLoyaltyRoutes) registerLoyaltyRoute(app, ctx, route, handlers[name]);
}
