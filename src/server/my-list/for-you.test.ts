import type { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ForYouSchema } from "../../contract/my-list.js";
import { signUpCookie, uniqueEmail } from "../auth/auth-test-kit.js";
import { Catalog } from "../movies/catalog/catalog.js";
import type { Film } from "../movies/catalog/film.js";
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
const rate = (app: Hono, cookie: string, f: { id: number; title: string }, rating: string | null, seen = false) =>
  app.request(`/api/taste/${f.id}`, {
    method: "PUT",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ rating, seen, title: f.title }),
  });
const rows = async (app: Hono, cookie: string, language = "EN") => {
  const res = await app.request(`/api/my-list/for-you?language=${language}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return z.strictObject(ForYouSchema.shape).parse(await res.json());
};

describe("GET /api/my-list/for-you", () => {
  it("makes no rows for a new account", async () => {
    const { app, cookie } = await signedIn();
    expect(await rows(app, cookie)).toEqual({ because: null, liked: [], topPicks: [] });
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
    expect(await rows(app, cookie)).toEqual({ because: null, liked: [], topPicks: [] });
  });

  it("is signed-in only", async () => {
    const { app } = await signedIn();
    expect((await app.request("/api/my-list/for-you")).status).toBe(401);
  });

  it("ratings make rows: 'Because you liked' the loved film first, top picks explained, rated films in none", async () => {
    const { app, cookie } = await signedIn();
    const alien = film("Alien");
    const toyStory = film("Toy Story");
    expect((await rate(app, cookie, toyStory, "like")).status).toBe(200);
    expect((await rate(app, cookie, alien, "love")).status).toBe(200);
    const first = await rows(app, cookie);
    expect(first.because).toBeNull();
    expect(first.liked.map((r) => r.title)).toEqual(["Alien", "Toy Story"]);
    expect(first.liked[0]?.results.length).toBeGreaterThanOrEqual(10);
    expect(first.topPicks.length).toBeGreaterThanOrEqual(10);
    for (const pick of first.topPicks) {
      expect(pick.reason.kind).toBe("liked");
      expect(["Alien", "Toy Story"]).toContain(pick.reason.title);
    }
    // Alien weighs double: more of the picks are explained by it.
    const byAlien = first.topPicks.filter((p) => p.reason.title === "Alien").length;
    expect(byAlien).toBeGreaterThan(first.topPicks.length / 2);

    // 'Not for me' on a film the rows showed: it leaves every row; 'Seen it' on another: it sinks.
    const shownLike = first.liked[0]?.results ?? [];
    const [disliked, seen] = [shownLike[0], shownLike[1]];
    if (!disliked || !seen) throw new Error("the Alien row is too short");
    await rate(app, cookie, disliked, "dislike");
    await rate(app, cookie, seen, null, true);
    const after = await rows(app, cookie);
    const everyFilm = [...after.liked.flatMap((r) => r.results), ...after.topPicks].map((m) => m.id);
    expect(everyFilm).not.toContain(disliked.id);
    expect(everyFilm).not.toContain(alien.id);
    expect(everyFilm).not.toContain(toyStory.id);
    const alienRow = after.liked[0]?.results.map((m) => m.id) ?? [];
    expect(alienRow.at(-1)).toBe(seen.id);
  });
});
