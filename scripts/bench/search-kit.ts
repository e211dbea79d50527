import { newAccount } from "../../tests/e2e/harness.js";

/** The GPT Search queries the request benches time: genres, eras, moods, people, topics; EN, Spanish and Arabic. */
export const QUERIES = [
  "funny 90s comedies",
  "scary movies",
  "space adventure",
  "heist thrillers",
  "animated films for kids",
  "westerns by Sergio Leone",
  "romantic dramas from the 80s",
  "war films",
  "comedia de los 90",
  "أفلام رعب",
];

/** Signs a new account up through `request` (fetch, or an app's `request`), as a page from `origin` would; its session cookie. */
export async function signedUpCookie(
  request: (path: string, init: RequestInit) => Promise<Response>,
  origin?: string,
): Promise<string> {
  const signUp = await request("/api/auth/sign-up", {
    method: "POST",
    headers: { "content-type": "application/json", ...(origin && { origin }) },
    body: JSON.stringify(newAccount("bench")),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}`);
  return signUp.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
