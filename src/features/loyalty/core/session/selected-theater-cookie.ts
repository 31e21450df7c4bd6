import Cookies from "js-cookie";

/** SPEC §3, §9: the chosen theatre, 30 days, path /. */
export const SELECTED_THEATER_COOKIE = "selectedTheaterId";
const LIFETIME_DAYS = 30;

export function writeSelectedTheater(theaterId: string): void {
  Cookies.set(SELECTED_THEATER_COOKIE, theaterId, {
    expires: LIFETIME_DAYS,
    path: "/",
    sameSite: "Lax",
    secure: window.location.protocol === "https:",
  });
}

export const readSelectedTheater = (): string | null => Cookies.get(SELECTED_THEATER_COOKIE) ?? null;

export const clearSelectedTheater = (): void => Cookies.remove(SELECTED_THEATER_COOKIE, { path: "/" });
