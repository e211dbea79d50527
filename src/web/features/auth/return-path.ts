/** The page a signed-out visitor asked for, carried through sign-in in `/?next=…`. */
const NEXT_PARAM = "next";

/** Where signed-in users land by default, and the only page a `next` may name. */
const HOME = "/browse";

/**
 * A `next` value we will follow: our own `/browse`, with whatever query it had. Anything else
 * (another origin, `//host`, another path, a path that normalises elsewhere) is ignored, so a link
 * can never send someone off the site after they sign in.
 */
export function safeReturnPath(next: string | null): string | null {
  if (next === null || !next.startsWith(HOME)) return null;
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

/** Where a signed-out visitor of `pathname` + `search` is sent: the sign-in page, remembering a `/browse?…` link. */
export function signInPathFor(pathname: string, search: string): string {
  const query = search.startsWith("?") ? search.slice(1) : search;
  const target = safeReturnPath(`${pathname}${query ? `?${query}` : ""}`);
  if (!target || !query) return "/";
  return `/?${new URLSearchParams({ [NEXT_PARAM]: target })}`;
}

/** Where a user who just signed in on the sign-in page goes: the remembered link, else `/browse`. */
export function afterSignInPath(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get(NEXT_PARAM)) ?? HOME;
}
