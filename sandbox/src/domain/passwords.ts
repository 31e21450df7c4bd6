import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { LoyaltyError, PeachCode } from "./errors";

export const PRODUCTION_SCRYPT_COST = 16384;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, cost: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password,
      salt,
      KEY_LENGTH,
      { N: cost, r: BLOCK_SIZE, p: PARALLELISM, maxmem: 256 * cost * BLOCK_SIZE },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `scrypt$N$salt$key`: the cost travels with the hash, so hashes made at a test cost still verify. */
export async function hashPassword(password: string, cost = PRODUCTION_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return `scrypt$${cost}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, costText, saltText, keyText] = stored.split("$");
  const cost = Number(costText);
  if (scheme !== "scrypt" || !Number.isInteger(cost) || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, "base64url");
  const actual = await derive(password, Buffer.from(saltText, "base64url"), cost);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** SPEC §5: at least 8 characters, 1 lowercase, 1 uppercase, 1 digit and 1 other character. */
export const meetsComplexity = (password: string): boolean =>
  password.length >= 8 &&
  /[a-z]/.test(password) &&
  /[A-Z]/.test(password) &&
  /\d/.test(password) &&
  /[^A-Za-z0-9]/.test(password);

/** 84, with the long text BOOST_POS shows (SPEC §8). */
export function assertComplexity(password: string, provider: string): void {
  if (meetsComplexity(password)) return;
  throw new LoyaltyError(
    PeachCode.PASSWORD_COMPLEXITY,
    provider === "BOOST_POS"
      ? "Your password is not strong enough. It must contain at least 8 characters, 1 lowercase letter, 1 uppercase letter, 1 number, and 1 special character."
      : undefined,
  );
}
