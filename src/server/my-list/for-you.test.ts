import type { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ForYouSchema } from "../../contract/my-list.js";
import { signUpCookie, uniqueEmail } from "../auth/auth-test-kit.js";
import { Catalog, type Film } from "../movies/catalog.js";
import { serversPerTest } from "../server-test-kit.js";

const start = serversPerTest("for-you");

const catalog = Catalog.load();
const film = (title: string): Film => {
  const found = catalog.films.find((f) => f.title === title);
  if (!found) throw new Error(`${title} is not in the catalogue`);
  return found;
};

async function signedIn() {
  const { app } = await start();
  return { app, cookie: await signUpCookie(app, uniqueEmail("foryou"), "F") };
}

const add = (app: Hono, cookie: string, f: Film) =>
  app.request(`/api/my-list/${f.id}`, {
    method: "PUT",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ title: f.title, overview: "", poster_path: null }),
  });
const remove = (app: Hono, cookie: string, f: Film) =>
  app.request(`/api/my-list/${f.id}`, { method: "DELETE", headers: { cookie } });
const rows = async (app: Hono, cookie: string, language = "EN") => {
  const res = await app.request(`/api/my-list/for-you?language=${language}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return z.strictObject(ForYouSchema.shape).parse(await res.json());
};

describe("GET /api/my-list/for-you", () => {
  it("makes no rows for a new account", async () => {
    const { app, cookie } = await signedIn();
    expect(await rows(app, cookie)).toEqual({ because: null, topPicks: [] });
  });

  it("after two additions: films like the latest, and top picks best-rated first, none from the list", async () => {
    const { app, cookie } = await signedIn();
    const toyStory = film("Toy Story");
    const nemo = film("Finding Nemo");
    expect((await add(app, cookie, toyStory)).status).toBe(200);
    expect((await add(app, cookie, nemo)).status).toBe(200);
    const { because, topPicks } = await rows(app, cookie);
    expect(because?.title).toBe("Finding Nemo");
    expect(because?.results.length).toBeGreaterThanOrEqual(10);
    expect(topPicks.length).toBeGreaterThanOrEqual(10);
    const all = [...(because?.results ?? []), ...topPicks].map((m) => m.id);
    expect(all).not.toContain(toyStory.id);
    expect(all).not.toContain(nemo.id);
    const ratings = topPicks.map((m) => m.vote_average ?? 0);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    // Family films for a list of family films.
    const family = topPicks.filter((m) => ["G", "PG"].includes(catalog.byId(m.id)?.mpaa ?? ""));
    expect(family.length).toBeGreaterThanOrEqual(topPicks.length * 0.7);
  });

  it("follows the list: a change drops the rows made before it", async () => {
    const { app, cookie } = await signedIn();
    const alien = film("Alien");
    const shrek = film("Shrek");
    await add(app, cookie, alien);
    expect((await rows(app, cookie)).because?.title).toBe("Alien");
    await add(app, cookie, shrek);
    expect((await rows(app, cookie)).because?.title).toBe("Shrek");
    await remove(app, cookie, shrek);
    const after = await rows(app, cookie);
    expect(after.because?.title).toBe("Alien");
    expect(after.because?.results.map((m) => m.id)).not.toContain(alien.id);
    await remove(app, cookie, alien);
    expect(await rows(app, cookie)).toEqual({ because: null, topPicks: [] });
  });

  it("is signed-in only", async () => {
    const { app } = await signedIn();
    expect((await app.request("/api/my-list/for-you")).status).toBe(401);
  });
});
