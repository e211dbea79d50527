import type { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ErrorBodySchema } from "../../contract/errors.js";
import { MovieListSchema } from "../../contract/movies.js";
import { MY_LIST_MAX_ITEMS, MyListChangeSchema } from "../../contract/my-list.js";
import { createApp } from "../app.js";
import { signUpCookie, uniqueEmail } from "../auth/auth-test-kit.js";
import { LIMITS } from "../http/rate-limit.js";
import { serversPerTest, userOf, writeAfterDeletion } from "../server-test-kit.js";

const start = serversPerTest("mylist-routes");

/** A whole server (embedded catalogue, local accounts on a fresh SQLite file) and a way to sign up on it. */
async function server(env: Record<string, string> = {}) {
  const { app, services } = await start(env);
  return { app, services, signUp: () => signUpCookie(app, uniqueEmail("list")) };
}

const film = { title: "Heat", overview: "A heist.", poster_path: "/p/12.svg", release_date: "1995-12-15" };
const put = (app: Hono, cookie: string, id: number | string, body: unknown = film, headers = {}) =>
  app.request(`/api/my-list/${id}`, {
    method: "PUT",
    headers: { cookie, "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
const list = async (app: Hono, cookie: string) => {
  const res = await app.request("/api/my-list", { headers: { cookie } });
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
      (app) => put(app, cookie, 12),
    );
    expect(answer.status).toBe(401);
    expect(await real.list(user.uid, "catalog")).toEqual([]);
  });

  it("answers 401 without a session, for reads and writes", async () => {
    const { app } = await server();
    expect((await app.request("/api/my-list")).status).toBe(401);
    expect((await put(app, "", 12)).status).toBe(401);
    expect((await app.request("/api/my-list/12", { method: "DELETE" })).status).toBe(401);
  });

  it("adds and removes idempotently, and each user sees only their own list", async () => {
    const { app, signUp } = await server();
    const [ana, ben] = [await signUp(), await signUp()];
    for (let i = 0; i < 2; i++) {
      const res = await put(app, ana, 12);
      expect(res.status).toBe(200);
      expect(MyListChangeSchema.parse(await res.json())).toEqual({ id: 12, inList: true });
    }
    expect(await list(app, ana)).toEqual([{ id: 12, backdrop_path: null, ...film }]);
    expect(await list(app, ben)).toEqual([]);
    // Ben removing Ana's film touches only Ben's (empty) list.
    expect((await app.request("/api/my-list/12", { method: "DELETE", headers: { cookie: ben } })).status).toBe(200);
    expect(await list(app, ana)).toHaveLength(1);
    for (let i = 0; i < 2; i++) {
      const res = await app.request("/api/my-list/12", { method: "DELETE", headers: { cookie: ana } });
      expect(MyListChangeSchema.parse(await res.json())).toEqual({ id: 12, inList: false });
    }
    expect(await list(app, ana)).toEqual([]);
  });

  it.each([
    ["a bad id", "abc", film],
    ["a zero id", 0, film],
    ["no title", 12, { ...film, title: "" }],
    ["a poster path to another site", 12, { ...film, poster_path: "//evil.example/x.jpg" }],
    ["a rating over 10", 12, { ...film, vote_average: 11 }],
    ["not an object", 12, [1, 2]],
  ])("refuses %s with 400 and a message", async (_, id, body) => {
    const { app, signUp } = await server();
    const res = await put(app, await signUp(), id, body);
    expect(res.status).toBe(400);
    const parsed = ErrorBodySchema.parse(await res.json());
    expect(parsed.error.code).toBe("bad_request");
    expect(parsed.error.message).toEqual(expect.any(String));
  });

  it("accepts a DELETE as browsers send it: no length, no type, an empty stream from the Node adapter", async () => {
    const { app, signUp } = await server();
    const cookie = await signUp();
    await put(app, cookie, 12);
    const res = await app.request("/api/my-list/12", {
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
    const crossSite = await put(app, cookie, 12, film, { origin: "https://evil.example", host: "localhost" });
    expect(crossSite.status).toBe(403);
    const text = await app.request("/api/my-list/12", {
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
    await put(app, cookie, 12);
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
    expect((await myList.add("firebase-uid-1", "catalog", 12, film)).ok).toBe(true);
    expect((await myList.list("firebase-uid-1", "catalog")).map((m) => m.id)).toEqual([12]);
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
    for (let id = 1; id <= MY_LIST_MAX_ITEMS; id++) {
      await services.deps.myList.add(user.uid, "catalog", id, { ...film, title: `Film ${id}` });
    }
    const full = await put(app, cookie, MY_LIST_MAX_ITEMS + 1);
    expect(full.status).toBe(409);
    expect(await codeOf(full)).toBe("list_full");
    expect((await put(app, cookie, 1)).status).toBe(200);
  });
});
