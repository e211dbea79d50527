import { catalogFilmId, catalogFilmIds } from "../../src/server/my-list/my-list-test-kit";
import { newAccount, postJson, sessionCookieOf } from "../e2e/harness";

/** A signed-up account's session cookie on a running server (through the API, as a script would). */
export async function signUpCookie(baseUrl: string, tag: string): Promise<string> {
  const res = await postJson(baseUrl, "/api/auth/sign-up", newAccount(tag));
  if (res.status !== 200) throw new Error(`sign-up answered ${res.status}`);
  return sessionCookieOf(res);
}

/**
 * Add film number `n` of the embedded catalogue (from 1) to the cookie's My List, by id as the page
 * does; resolves with the HTTP status (throws if the connection dies).
 */
export async function addFilm(baseUrl: string, cookie: string, n: number): Promise<number> {
  const res = await fetch(`${baseUrl}/api/my-list/${catalogFilmId(n)}`, { method: "PUT", headers: { cookie } });
  await res.body?.cancel();
  return res.status;
}

export async function removeFilm(baseUrl: string, cookie: string, n: number): Promise<number> {
  const res = await fetch(`${baseUrl}/api/my-list/${catalogFilmId(n)}`, { method: "DELETE", headers: { cookie } });
  await res.body?.cancel();
  return res.status;
}

/** The films in the cookie's My List, by their number in the catalogue (as `addFilm` takes them), ascending. */
export async function listedIds(baseUrl: string, cookie: string): Promise<number[]> {
  const res = await fetch(`${baseUrl}/api/my-list`, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`GET /api/my-list answered ${res.status}`);
  const body = (await res.json()) as { results: { id: number }[] };
  const numbers = new Map(catalogFilmIds().map((id, at) => [id, at + 1]));
  return body.results.map((m) => numbers.get(m.id) ?? 0).sort((a, b) => a - b);
}
