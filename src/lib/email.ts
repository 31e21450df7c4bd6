/** The simple email pattern of SPEC §5: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@<>"'&;/\\]+@[^\s@<>"'&;/\\]+\.[^\s@<>"'&;/\\]+$/;

export const isEmailShaped = (value: string): boolean => value.length <= 254 && EMAIL_PATTERN.test(value);
