import { HOME, NEXT_PARAM, safeReturnPath } from "../../../contract/return-path";

/** The sign-in page's modes other than signing in, as named in `/?mode=…`. */
export type SignInPageMode = "sign-up" | "forgot";

/** The remembered `/browse?…` link in a query string, if it is one we follow. */
export function returnPathIn(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(NEXT_PARAM));
}

/** Where a signed-out visitor of `pathname` + `search` is sent: the sign-in page, remembering a `/browse?…` link. */
export function signInPathFor(pathname: string, search: string): string {
  const query = search.startsWith("?") ? search.slice(1) : search;
  const target = safeReturnPath(`${pathname}${query ? `?${query}` : ""}`);
  if (!target || !query) return "/";
  return `/?${new URLSearchParams({ [NEXT_PARAM]: target })}`;
}

/**
 * The sign-in page in a mode (signing in when none), keeping the link to return to (`returnPathIn`
 * of the current query), so switching to sign-up or "Forgot password?" and back never loses it.
 */
export function signInPagePath(returnPath: string | null, mode?: SignInPageMode): string {
  const params = new URLSearchParams();
  if (mode) params.set("mode", mode);
  if (returnPath) params.set(NEXT_PARAM, returnPath);
  const query = params.toString();
  return query ? `/?${query}` : "/";
}

/** Where a user who just signed in on the sign-in page goes: the remembered link, else `/browse`. */
export function afterSignInPath(search: string): string {
  return returnPathIn(search) ?? HOME;
}
