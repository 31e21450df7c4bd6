import { createHash, randomBytes, randomInt } from "node:crypto";

/** An unguessable token: 32 random bytes, base64url. */
export const newToken = (bytes = 32): string => randomBytes(bytes).toString("base64url");

/** Tokens and one-time codes are looked up by their SHA-256 (they are random, so no salt is needed). */
export const sha256 = (value: string): string => createHash("sha256").update(value).digest("hex");

/** A random string of digits, e.g. a card or member number. */
export const randomDigits = (length: number): string => Array.from({ length }, () => randomInt(0, 10)).join("");

/** An uppercase reference such as an order or voucher id. */
export const newReference = (prefix: string, bytes = 6): string => `${prefix}${randomBytes(bytes).toString("hex").toUpperCase()}`;
