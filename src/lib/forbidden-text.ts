/** SPEC §5: text inputs other than passwords strip these characters (`g`: for replace). */
export const FORBIDDEN_TEXT_CHARACTERS = /[<>'"&;]/g;

export const hasForbiddenText = (text: string): boolean => /[<>'"&;]/.test(text);
