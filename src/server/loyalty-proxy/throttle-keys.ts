import type { PathParams } from "../../lib/loyalty-api";
import { addressKey } from "../http/client-address";
import type { ProxyCall } from "./proxy-call";

const EMAIL_FIELDS = ["email", "username", "emailAddress"] as const;

function fieldOf(source: unknown): string | undefined {
  if (typeof source !== "object" || source === null) return undefined;
  const record = source as Record<string, unknown>;
  for (const field of EMAIL_FIELDS) {
    const value = record[field];
    if (typeof value === "string" && value.trim() !== "") return value;
  }
  return undefined;
}

/** The account a secret-guessing call targets, wherever the call names it. */
export function targetEmail(call: ProxyCall, pathParams: PathParams): string | undefined {
  const body = call.body.kind === "json" ? call.body.value : call.body.kind === "form" ? call.body.fields : undefined;
  const raw = pathParams.email ?? fieldOf(body) ?? fieldOf(call.params);
  return raw?.trim().toLowerCase().slice(0, 254);
}

/** Throttle keys: always the client address (an IPv6 /64), and the target email when there is one. */
export function throttleKeys(clientAddress: string, email: string | undefined): string[] {
  const ip = `ip:${addressKey(clientAddress)}`;
  return email ? [ip, `email:${email}`] : [ip];
}
