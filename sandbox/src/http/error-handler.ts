import type { FastifyInstance } from "fastify";
import { LoyaltyError, PeachCode } from "../domain/errors";

const statusOf = (error: unknown): number => {
  const status = typeof error === "object" && error !== null ? (error as { statusCode?: unknown }).statusCode : undefined;
  return typeof status === "number" ? status : 500;
};

/** Every failure leaves as `{ peachCode, statusCode, clientErrorMessage }`; input never causes a 500. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof LoyaltyError) {
      // A 500 of our own making (a reply that does not match its declared schema…) is a bug: log it.
      if (error.status >= 500) request.log.error(error);
      return reply.code(error.status).send(error.toBody());
    }
    const status = statusOf(error);
    if (status >= 400 && status < 500) {
      // Fastify's own input errors: malformed JSON, unsupported content type, body too large.
      const message = error instanceof Error ? error.message : "The request is invalid.";
      return reply.code(status).send({ peachCode: PeachCode.INVALID_REQUEST, statusCode: status, clientErrorMessage: message });
    }
    request.log.error(error);
    return reply.code(500).send(new LoyaltyError(PeachCode.UNEXPECTED).toBody());
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      peachCode: PeachCode.NOT_FOUND,
      statusCode: 404,
      clientErrorMessage: `Unknown route ${request.method} ${request.url.split("?")[0] ?? ""}`,
    }),
  );
}
