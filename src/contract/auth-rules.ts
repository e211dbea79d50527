/**
 * The account rules as plain data, with no schema library, so the page can check a form without
 * loading zod; `auth.ts` builds the schemas the server validates with from the same values.
 */

/**
 * An e-mail address: text without spaces ('+' tags welcome), '@', one or more dot-separated domain
 * parts (letters, digits, inner hyphens), and a final part of 2–63 letters, as today's top-level
 * domains are (`.studio`, `.photography`); `someone@example` has none and is refused.
 */
export const EMAIL_PATTERN = /^[^\s@]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
export const EMAIL_MAX_LENGTH = 254;
/** A password: at least 8 characters with a digit, a lowercase and an uppercase letter. */
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{8,}$/;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MAX_LENGTH = 40;
/**
 * A display name has no control or format characters (line breaks, tabs, direction overrides,
 * zero-width characters) and no line or paragraph separators: it is shown in pages and written into
 * e-mails we send, where such characters would let a name pass for other text.
 */
export const USERNAME_PATTERN = /^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]*$/u;

/** The fixed default profile picture every account gets at sign-up, served by our server. */
export const DEFAULT_AVATAR_PATH = "/avatar.svg";
