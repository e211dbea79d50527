/** The page a signed-out visitor asked for, carried through sign-in (and a password reset) in `?next=…`. */
export const NEXT_PARAM = "next";

/** Where signed-in users land by default, and the only page a `next` may name. */
export const HOME = "/browse";

/** The longest `next` we carry (a `/browse?view=gpt&q=…` address with a long query fits easily). */
export const RETURN_PATH_MAX_LENGTH = 2_000;

/**
 * A `next` value we will follow: our own `/browse`, with whatever query it had. Anything else
 * (another origin, `//host`, another path, a path that normalises elsewhere) is refused, so a link
 * can never send someone off the site after they sign in. The page and the server (which puts it
 * into reset e-mails) both check with this one function.
 */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next || next.length > RETURN_PATH_MAX_LENGTH || !next.startsWith(HOME)) return null;
  const base = "https://reelwise.invalid";
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return null;
  }
  if (url.origin !== base || url.pathname !== HOME) return null;
  return `${url.pathname}${url.search}`;
}
