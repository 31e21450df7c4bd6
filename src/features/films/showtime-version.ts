import type { FilmVersion } from "../../domain/film-values";

/** What a French programme shows: "VOST" for a foreign film in its original version, else "VF". */
export type VersionCode = "VF" | "VOST";

export const showtimeVersion = (version: FilmVersion, originalLanguage: string): VersionCode =>
  version === "Localization.Version.Original" && originalLanguage !== "fr" ? "VOST" : "VF";
