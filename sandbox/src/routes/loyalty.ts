import type { FastifyInstance } from "fastify";
import { allLoyaltyRoutes, UPSTREAM_CAPTCHA_HEADER, type LoyaltyRouteName } from "../../../src/lib/loyalty-api";
import type { SandboxContext } from "../context";
import { acceptCaptchaToken, CAPTCHA_ACTIONS } from "../domain/captcha";
import { invalidRequest } from "../domain/errors";
import { registerLoyaltyRoute, type LoyaltyHandler, type RequestGuard } from "../http/loyalty-route";
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
  for (const [name, route] of allLoyaltyRoutes) {
    const action = CAPTCHA_ACTIONS[name];
    const guard = action === undefined ? undefined : checkCaptcha(ctx, action);
    registerLoyaltyRoute(app, ctx, route, handlers[name], guard);
  }
}

/**
 * When the captcha mode is "required", the call needs an unused token for `action` (domain/captcha.ts).
 * It is checked before the input is validated, so a call with a bad body still spends its token.
 */
const checkCaptcha =
  (ctx: SandboxContext, action: string): RequestGuard =>
  (request) => {
    const header = request.headers[UPSTREAM_CAPTCHA_HEADER];
    const token = typeof header === "string" && header.length <= 2048 ? header : undefined;
    if (ctx.answerModes.captcha === "required" && !acceptCaptchaToken(ctx.usedCaptchaTokens, action, token))
      throw invalidRequest("Captcha verification failed");
  };
