import { newAccount, postJson, sessionCookieOf } from "../e2e/harness";

/** A signed-up account's session cookie on a running server (through the API, as a script would). */
export async function signUpCookie(baseUrl: string, tag: string): Promise<string> {
  const res = await postJson(baseUrl, "/api/auth/sign-up", newAccount(tag));
  if (res.status !== 200) throw new Error(`sign-up answered ${res.status}`);
  return sessionCookieOf(res);
}

/** Add film `id` to the cookie's My List; resolves with the HTTP status (throws if the connection dies). */
export async function addFilm(baseUrl: string, cookie: string, id: number): Promise<number> {
  const res = await fetch(`${baseUrl}/api/my-list/${id}`, {
    method: "PUT",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ title: `Film ${id}`, overview: `About film ${id}.`, poster_path: `/p/${id}.svg` }),
  });
  await res.body?.cancel();
  return res.status;
}

export async function removeFilm(baseUrl: string, cookie: string, id: number): Promise<number> {
  const res = await fetch(`${baseUrl}/api/my-list/${id}`, { method: "DELETE", headers: { cookie } });
  await res.body?.cancel();
  return res.status;
}

/** The ids in the cookie's My List, ascending. */
export async function listedIds(baseUrl: string, cookie: string): Promise<number[]> {
  const res = await fetch(`${baseUrl}/api/my-list`, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`GET /api/my-list answered ${res.status}`);
  const body = (await res.json()) as { results: { id: number }[] };
  return body.results.map((m) => m.id).sort((a, b) => a - b);
}
