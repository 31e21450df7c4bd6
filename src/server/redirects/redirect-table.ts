import { isEmailShaped } from "../../lib/email";

/** Query names (SPEC §2) and the shape a value must have to be carried on. */
const queryShapes = {
  requestData: (v: string) => v.length <= 2048 && /^[\x21-\x7e]+$/.test(v),
  email: isEmailShaped,
  token: (v: string) => /^[A-Za-z0-9._~+/=-]{1,1024}$/.test(v),
  theaterCode: (v: string) => /^[A-Za-z0-9_-]{1,32}$/.test(v),
  perfCode: (v: string) => /^[A-Za-z0-9_-]{1,32}$/.test(v),
} as const satisfies Record<string, (value: string) => boolean>;

export type RedirectQueryName = keyof typeof queryShapes;

export interface RedirectTarget {
  /** Path under the configured ticketing base, from this table only. */
  readonly path: string;
  readonly query: readonly RedirectQueryName[];
}

const COMMON: readonly RedirectQueryName[] = ["requestData", "email", "token"];

/** The four redirect endpoints of SPEC §2 and where each one lands. */
export const redirectTargets = {
  refund: { path: "refund", query: COMMON },
  startticketing: { path: "startticketing", query: [...COMMON, "theaterCode", "perfCode"] },
  launchTicketing: { path: "launch/ticketing", query: COMMON },
  startconcessions: { path: "startconcessions", query: COMMON },
} as const satisfies Record<string, RedirectTarget>;

export type RedirectTargetName = keyof typeof redirectTargets;

/** The value of a query name if it occurs once and has its shape; anything else is dropped. */
export function acceptedValue(query: URLSearchParams, name: RedirectQueryName): string | undefined {
  const values = query.getAll(name);
  const value = values.length === 1 ? values[0] : undefined;
  return value !== undefined && queryShapes[name](value) ? value : undefined;
}
