import type { SandboxContext } from "../context";
import { notFound } from "./errors";

/** The backend only knows its own circuit and cinemas. */
export function assertCircuit(ctx: SandboxContext, circuit: string | undefined): void {
  if (circuit !== ctx.site.circuitId) throw notFound("Unknown circuit.");
}

export function assertCinema(ctx: SandboxContext, cinema: string | undefined): string {
  if (cinema === undefined || !ctx.site.cinemaIds.includes(cinema)) throw notFound("Unknown cinema.");
  return cinema;
}
