/** Characters stripped from every text input except passwords (SPEC §5). */
export const FORBIDDEN_TEXT_CHARACTERS = /[<>'"&;]/g;

export const sanitizeText = (value: string): string => value.replace(FORBIDDEN_TEXT_CHARACTERS, "");
