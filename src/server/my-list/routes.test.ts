import type { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ErrorBodySchema } from "../../contract/errors.js";
import { MovieListSchema } from "../../contract/movies.js";
import { MY_LIST_MAX_ITEMS, MyListChangeSchema } from "../../contract/my-list.js";
import { createApp } from "../app.js";
import { signUpCookie, uniqueEmail } from "../auth/auth-test-kit.js";
import { LIMITS } from "../http/rate-limit.js";
import { Catalog } from "../movies/catalog/catalog.js";
import { serversPerTest, userOf, writeAfterDeletion } from "../server-test-kit.js";
import { catalogFilmId, catalogFilmIds } from "./my-list-test-kit.js";

const start = serversPerTest("mylist-routes");

/** A whole server (embedded catalogue, local accounts on a fresh SQLite file) and a way to sign up on it. */
async function server(env: Record<string, string> = {}) {
  const { app, services } = await start(env);
  return { app, services, signUp: () => signUpCookie(app, uniqueEmail("list")) };
}

const catalog = Catalog.load();
/** A film of the catalogue, and what the catalogue says of it (what the list must show). */
const HEAT = catalogFilmId(12);
const heat = catalog.byId(HEAT);
/** What a page of old sent with the id: text of its own, which the server must not keep. */
const film = { title: "Heat", overview: "A heist.", poster_path: "/p/12.svg", release_date: "1995-12-15" };
const put = (app: Hono, cookie: string, id: number | string, body?: unknown, headers = {}) =>
  app.request(`/api/my-list/${id}`, {
    method: "PUT",
    headers: { cookie, ...(body !== undefined && { "content-type": "application/json" }), ...headers },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
const list = async (app: Hono, cookie: string, query = "") => {
  const res = await app.request(`/api/my-list${query}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return z.strictObject(MovieListSchema.shape).parse(await res.json()).results;
};
const codeOf = async (res: Response) => ErrorBodySchema.parse(await res.json()).error.code;

describe("/api/my-list", () => {
  it("refuses an add that reaches the store after the account was deleted, and keeps no row", async () => {
    const { signUp, services } = await server();
    const cookie = await signUp();
    const user = await userOf(services, cookie);
    // A slow write: the add waits at the store's door until the account is gone, then goes in.
    const real = services.deps.myList;
    const answer = await writeAfterDeletion(
      real.add,
      (add) => createApp({ ...services.deps, myList: { ...real, add } }),
      cookie,
      (app) => put(app, cookie, HEAT),
    );
    expect(answer.status).toBe(401);
    expect(await real.list(user.uid, "catalog")).toEqual([]);
  });

  it("answers 401 without a session, for reads and writes", async () => {
    const { app } = await server();
    expect((await app.request("/api/my-list")).status).toBe(401);
    expect((await put(app, "", HEAT)).status).toBe(401);
    expect((await app.request(`/api/my-list/${HEAT}`, { method: "DELETE" })).status).toBe(401);
  });

  it("adds and removes idempotently, and each user sees only their own list", async () => {
    const { app, signUp } = await server();
    const [ana, ben] = [await signUp(), await signUp()];
    for (let i = 0; i < 2; i++) {
      const res = await put(app, ana, HEAT);
      expect(res.status).toBe(200);
      expect(MyListChangeSchema.parse(await res.json())).toEqual({ id: HEAT, inList: true });
    }
    const [shown] = await list(app, ana);
    expect(shown?.id).toBe(HEAT);
    expect(shown?.title).toBe(heat?.title);
    expect(await list(app, ben)).toEqual([]);
    // Ben removing Ana's film touches only Ben's (empty) list.
    expect((await app.request(`/api/my-list/${HEAT}`, { method: "DELETE", headers: { cookie: ben } })).status).toBe(
      200,
    );
    expect(await list(app, ana)).toHaveLength(1);
    for (let i = 0; i < 2; i++) {
      const res = await app.request(`/api/my-list/${HEAT}`, { method: "DELETE", headers: { cookie: ana } });
      expect(MyListChangeSchema.parse(await res.json())).toEqual({ id: HEAT, inList: false });
    }
    expect(await list(app, ana)).toEqual([]);
  });

  it.each([
    ["a bad id", "abc"],
    ["a zero id", 0],
  ])("refuses %s with 400 and a message", async (_, id) => {
    const { app, signUp } = await server();
    const res = await put(app, await signUp(), id);
    expect(res.status).toBe(400);
    const parsed = ErrorBodySchema.parse(await res.json());
    expect(parsed.error.code).toBe("bad_request");
    expect(parsed.error.message).toEqual(expect.any(String));
  });

  it("keeps the id alone: the film is shown as the movie source describes it, whatever text the request carried", async () => {
    const { app, signUp, services } = await server();
    const cookie = await signUp();
    const forged = { ...film, title: "Free money at evil.example", overview: "x".repeat(5_000) };
    expect((await put(app, cookie, HEAT, forged)).status).toBe(200);
    const [shown] = await list(app, cookie);
    const described = await services.deps.movies.movie(HEAT, "EN");
    expect(described.ok && shown).toEqual(described.ok && described.value);
    expect(JSON.stringify(await list(app, cookie))).not.toContain("evil.example");
    const user = await userOf(services, cookie);
    expect(await services.deps.myList.list(user.uid, "catalog")).toEqual([HEAT]);
  });

  it("describes the films in ?language= as every film read does, whichever language the account saved", async () => {
    const { app, signUp, services } = await server();
    const cookie = await signUp();
    const saved = await app.request("/api/settings", {
      method: "PUT",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ language: "spanish" }),
    });
    expect(saved.status).toBe(200);
    expect((await put(app, cookie, HEAT)).status).toBe(200);
    for (const language of ["AR", "spanish", "EN"] as const) {
      const described = await services.deps.movies.movie(HEAT, language);
      const [shown] = await list(app, cookie, `?language=${language}`);
      expect(described.ok && shown?.overview).toBe(described.ok && described.value.overview);
    }
    // Without ?language=, English (as every read), not the account's Spanish.
    const [english, spanish] = [await list(app, cookie), await list(app, cookie, "?language=spanish")];
    const described = await services.deps.movies.movie(HEAT, "EN");
    expect(english[0]?.overview).toBe(described.ok && described.value.overview);
    expect(spanish[0]?.overview).not.toBe(english[0]?.overview);
    expect((await app.request("/api/my-list?language=FR", { headers: { cookie } })).status).toBe(400);
  });

  it("answers 404 for a film the movie source does not know, and keeps nothing", async () => {
    const { app, signUp } = await server();
    const cookie = await signUp();
    const unknown = Math.max(...catalogFilmIds()) + 1;
    const res = await put(app, cookie, unknown, film);
    expect(res.status).toBe(404);
    expect(await codeOf(res)).toBe("not_found");
    expect(await list(app, cookie)).toEqual([]);
  });

  it("accepts a DELETE as browsers send it: no length, no type, an empty stream from the Node adapter", async () => {
    const { app, signUp } = await server();
    const cookie = await signUp();
    await put(app, cookie, HEAT);
    const res = await app.request(`/api/my-list/${HEAT}`, {
      method: "DELETE",
      headers: { cookie },
      body: new ReadableStream({ start: (controller) => controller.close() }),
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(200);
    expect(await list(app, cookie)).toEqual([]);
  });

  it("refuses a cross-site write and a non-JSON body", async () => {
    const { app, signUp } = await server();
    const cookie = await signUp();
    const crossSite = await put(app, cookie, HEAT, film, { origin: "https://evil.example", host: "localhost" });
    expect(crossSite.status).toBe(403);
    const text = await app.request(`/api/my-list/${HEAT}`, {
      method: "PUT",
      headers: { cookie, "content-type": "text/plain" },
      body: JSON.stringify(film),
    });
    expect(text.status).toBe(415);
    expect(await list(app, cookie)).toEqual([]);
  });

  it("is one of the per-account stores an account deletion empties (deps.userData)", async () => {
    const { app, signUp, services } = await server();
    const cookie = await signUp();
    await put(app, cookie, HEAT);
    const user = await userOf(services, cookie);
    expect(services.deps.userData).toContain(services.deps.myList);
    for (const store of services.deps.userData) await store.deleteAll(user.uid);
    expect(await list(app, cookie)).toEqual([]);
  });

  it("works in firebase mode too, keyed by the Firebase uid, in the same database", async () => {
    const { services } = await server({
      AUTH_PROVIDER: "firebase",
      FIREBASE_API_KEY: "fake-api-key",
      FIREBASE_PROJECT_ID: "demo-reelwise",
    });
    const { myList } = services.deps;
    expect((await myList.add("firebase-uid-1", "catalog", HEAT)).ok).toBe(true);
    expect(await myList.list("firebase-uid-1", "catalog")).toEqual([HEAT]);
    expect(await myList.list("firebase-uid-2", "catalog")).toEqual([]);
  });

  it("counts each request once against the user's budget", async () => {
    const { app, signUp } = await server();
    const cookie = await signUp();
    for (let i = 0; i < LIMITS.myList.points; i++) await list(app, cookie);
    const refused = await app.request("/api/my-list", { headers: { cookie } });
    expect(refused.status).toBe(429);
    expect(await codeOf(refused)).toBe("rate_limited");
  });

  it(`answers 409 list_full past ${MY_LIST_MAX_ITEMS} films`, async () => {
    const { app, signUp, services } = await server();
    const cookie = await signUp();
    const user = await userOf(services, cookie);
    const ids = catalogFilmIds();
    for (const id of ids.slice(0, MY_LIST_MAX_ITEMS))
      expect((await services.deps.myList.add(user.uid, "catalog", id)).ok).toBe(true);
    const full = await put(app, cookie, ids[MY_LIST_MAX_ITEMS] ?? 0);
    expect(full.status).toBe(409);
    expect(await codeOf(full)).toBe("list_full");
    expect((await put(app, cookie, ids[0] ?? 0)).status).toBe(200);
    // The whole list is shown, looked up by id.
    expect(await list(app, cookie)).toHaveLength(MY_LIST_MAX_ITEMS);
  });
});
