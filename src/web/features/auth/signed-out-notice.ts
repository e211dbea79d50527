/**
 * Why the page was signed out, carried to the sign-in page in `/?signed-out=…` so that it can say
 * what happened: every session of the account ended, or the account was deleted. Switching the
 * sign-in page's mode or signing in drops it.
 */
export type SignedOutReason = "everywhere" | "deleted";

export const SIGNED_OUT_PARAM = "signed-out";

const REASONS: readonly SignedOutReason[] = ["everywhere", "deleted"];

/** The sign-in page saying why this page was signed out. */
export function signedOutPath(reason: SignedOutReason): string {
  return `/?${new URLSearchParams({ [SIGNED_OUT_PARAM]: reason })}`;
}

/** The reason in a query string, if it is one we know. */
export function signedOutReasonIn(search: string): SignedOutReason | null {
  const value = new URLSearchParams(search).get(SIGNED_OUT_PARAM);
  return REASONS.find((reason) => reason === value) ?? null;
}
