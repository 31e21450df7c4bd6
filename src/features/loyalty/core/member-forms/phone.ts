import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";

/**
 * SPEC §5: a phone number checked against a country; empty is invalid. Gives the number in
 * international form (+33612345678) for the backend, or null when it is not a valid number there.
 */
export function normalizePhone(value: string, country: string): string | null {
  const text = value.trim();
  if (!text) return null;
  const phone = parsePhoneNumberFromString(text, country as CountryCode);
  return phone?.isValid() ? phone.number : null;
}
