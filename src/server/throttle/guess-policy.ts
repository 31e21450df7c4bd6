import { createHash } from "node:crypto";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The limits of secret guesses (docs/proxy.md, "Throttling secret guesses"). */
export const GUESS_LIMITS = {
  /** One account from one address: the member mistyping, or a stranger guessing her password. */
  accountFromAddress: { limit: 10, windowMs: 15 * MINUTE },
  /** One account from all addresses but those she has logged in from: a guesser with many addresses. */
  account: { limit: 50, windowMs: HOUR },
  /** One address, all accounts and all secrets (gift cards, reset codes): spraying. */
  address: { limit: 20, windowMs: 15 * MINUTE },
  addressPerDay: { limit: 100, windowMs: DAY },
  /** How long a successful login exempts its address from the account limit. */
  knownAddressMs: 30 * DAY,
} as const;

export interface GuessRule {
  key: string;
  limit: number;
  windowMs: number;
  /** What a success does to this counter: its own target's key is cleared; other counters only get the call back. */
  onSuccess: "clear" | "give-back";
  /** The rule does not apply when this flag is set (the address has logged in to the account). */
  unlessMarked?: string;
}

export interface GuessPlan {
  rules: GuessRule[];
  /** Flag set on success: this address logs in to this account. */
  markOnSuccess?: { key: string; ttlMs: number };
}

/** Keys hold no e-mail in clear (they may sit in a shared Redis). */
const digest = (value: string) => createHash("sha256").update(value).digest("base64url").slice(0, 22);

/**
 * The counters one secret guess is checked against. `address` is the throttling key
 * of the client address (an IPv6 /64); `email` the lower-cased target account, if any.
 */
export function guessPlan(address: string, email: string | undefined, isLogin: boolean): GuessPlan {
  const { accountFromAddress, account, address: perAddress, addressPerDay, knownAddressMs } = GUESS_LIMITS;
  const rules: GuessRule[] = [
    { key: `guess:addr:${address}`, ...perAddress, onSuccess: "give-back" },
    { key: `guess:addr-day:${address}`, ...addressPerDay, onSuccess: "give-back" },
  ];
  if (email === undefined) return { rules };
  const accountKey = digest(email);
  const pairKey = digest(`${email}\n${address}`);
  const known = `guess:known:${pairKey}`;
  rules.push(
    { key: `guess:pair:${pairKey}`, ...accountFromAddress, onSuccess: "clear" },
    { key: `guess:account:${accountKey}`, ...account, onSuccess: "give-back", unlessMarked: known },
  );
  return isLogin ? { rules, markOnSuccess: { key: known, ttlMs: knownAddressMs } } : { rules };
}
