/**
 * How API calls prove who is calling. Local accounts ride on the session cookie (no header);
 * in firebase mode the auth client registers a getter for the current ID token.
 */
let tokenGetter: (() => Promise<string | null>) | null = null;

export function setIdTokenGetter(getter: (() => Promise<string | null>) | null): void {
  tokenGetter = getter;
}

export async function currentIdToken(): Promise<string | null> {
  return tokenGetter ? tokenGetter() : null;
}
