import type { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { Movie } from "../../contract/movies.js";
import { signUpCookie, uniqueEmail } from "../auth/auth-test-kit.js";
import { serversPerTest } from "../server-test-kit.js";
import { readSuggestionStream } from "../suggest/stream-test-kit.js";

const start = serversPerTest("taste-answer");

const ask = async (app: Hono, cookie: string, query: string) => {
  const res = await app.request("/api/suggestions", {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ query, language: "EN" }),
  });
  expect(res.status).toBe(200);
  const answer = await readSuggestionStream(res);
  expect(answer.end).toBe("done");
  const reasons = answer.events.flatMap((e) => (e.type === "name" ? [e.reason ?? []] : []));
  return { ...answer, reasons, heads: answer.lists.map((row) => row[0] as Movie) };
};
const rate = (app: Hono, cookie: string, film: Movie, rating: string | null, seen = false) =>
  app.request(`/api/taste/${film.id}`, {
    method: "PUT",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ rating, seen, title: film.title }),
  });

describe("GPT Search answers follow the account's taste", () => {
  it("leaves 'Not for me' films out of names and rows, sinks 'Seen it' ones and says which liked film a pick is like", async () => {
    const { app, services } = await start();
    const cookie = await signUpCookie(app, uniqueEmail("taste-answer"), "Ana");
    const other = await signUpCookie(app, uniqueEmail("taste-answer"), "Ben");
    const query = "heist movies from the 1990s";
    const before = await ask(app, cookie, query);
    expect(before.heads).toHaveLength(5);
    const [disliked, seen, , , last] = before.heads as [Movie, Movie, Movie, Movie, Movie];
    const rowFilm = before.lists[2]?.[1] as Movie;
    // A liked film like the last pick (same director or genres): not itself in the answer.
    const like = await services.deps.movies.similar(last.id, "EN");
    const liked = (like.ok ? like.value : []).find((m) => !before.lists.flat().some((f) => f.id === m.id)) as Movie;
    expect(liked).toBeDefined();
    for (const [film, rating, isSeen] of [
      [disliked, "dislike", false],
      [rowFilm, "dislike", false],
      [seen, null, true],
      [liked, "love", false],
    ] as const) {
      expect((await rate(app, cookie, film, rating, isSeen)).status).toBe(200);
    }

    const after = await ask(app, cookie, query);
    const shown = after.lists.flat().map((m) => m.id);
    expect(shown).not.toContain(disliked.id);
    expect(shown).not.toContain(rowFilm.id);
    expect(after.heads.map((m) => m.id)).not.toContain(disliked.id);
    expect(after.heads.at(-1)?.id).toBe(seen.id);
    expect(after.heads).toHaveLength(4);
    const lastAt = after.heads.findIndex((m) => m.id === last.id);
    expect(lastAt).toBeLessThan(3);
    expect(after.reasons[lastAt]?.[0]).toBe(`liked:${liked.title}`);
    // The reasons stay with their films.
    const reasonOf = (a: typeof before, id: number) => a.reasons[a.heads.findIndex((m) => m.id === id)]?.join("|");
    expect(reasonOf(after, seen.id)).toBe(reasonOf(before, seen.id));

    // Another account's answer to the same (cached) query is untouched.
    const ben = await ask(app, other, query);
    expect(ben.heads.map((m) => m.id)).toEqual(before.heads.map((m) => m.id));
  });

  it("leaves 'Not for me' films out of More like this", async () => {
    const { app } = await start();
    const cookie = await signUpCookie(app, uniqueEmail("taste-answer"), "Ana");
    const more = async () => {
      const res = await app.request("/api/movies/858625844/similar?language=EN", { headers: { cookie } });
      expect(res.status).toBe(200);
      return ((await res.json()) as { results: Movie[] }).results;
    };
    const first = await more();
    const gone = first[0] as Movie;
    expect((await rate(app, cookie, gone, "dislike")).status).toBe(200);
    const then = await more();
    expect(then.map((m) => m.id)).not.toContain(gone.id);
    expect(then).toHaveLength(first.length);
  });
});
