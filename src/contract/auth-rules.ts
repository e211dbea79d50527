/**
 * The account rules as plain data, with no schema library, so the page can check a form without
 * loading zod; `auth.ts` builds the schemas the server validates with from the same values.
 */

/** An e-mail address: text, '@', one or more dot-separated domain parts, a final part of 2–4 letters. */
export const EMAIL_PATTERN = /^[^\s@]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,4}$/;
export const EMAIL_MAX_LENGTH = 254;
/** A password: at least 8 characters with a digit, a lowercase and an uppercase letter. */
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{8,}$/;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MAX_LENGTH = 40;

/** The fixed default profile picture every account gets at sign-up, served by our server. */
export const DEFAULT_AVATAR_PATH = "/avatar.svg";
