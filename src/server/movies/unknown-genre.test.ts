import { afterEach, describe, expect, it } from "vitest";
import { FAKE_TMDB_TOKEN, type FakeTmdb, startFakeTmdb } from "../../../tests/fakes/tmdb.js";
import { ErrorBodySchema } from "../../contract/errors.js";
import { GenreListSchema, GenreRowsSchema } from "../../contract/movies.js";
import { signUpCookie } from "../auth/auth-test-kit.js";
import { serversPerTest } from "../server-test-kit.js";

// `/browse?genre=nope` asks `GET /api/movies/genres/nope`: whichever source answers, an unknown id
// is a 404 that names it and says where the genres are, a malformed one a 400 saying what an id is.

const start = serversPerTest("unknown-genre");
const fakes: FakeTmdb[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

/** A whole server, on the embedded catalogue or on a fake TMDB, and a signed-in session on it. */
async function signedIn(source: "catalog" | "tmdb") {
  let env: Record<string, string> = {};
  if (source === "tmdb") {
    const tmdb = await startFakeTmdb();
    fakes.push(tmdb);
    env = { TMDB_TOKEN: FAKE_TMDB_TOKEN, TMDB_API_URL: tmdb.url };
  }
  const { app } = await start(env);
  const cookie = await signUpCookie(app);
  return { get: (path: string) => app.request(path, { headers: { cookie } }) };
}

async function problemOf(res: Response) {
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  return ErrorBodySchema.parse(await res.json()).error;
}

describe.each(["catalog", "tmdb"] as const)("GET /api/movies/genres/:genre (%s)", (source) => {
  it("answers a listed genre's rows, and 404 not_found naming an unknown one", async () => {
    const { get } = await signedIn(source);
    const genres = GenreListSchema.parse(await (await get("/api/movies/genres")).json()).genres;
    const known = genres[0]?.id ?? "";
    const rows = await get(`/api/movies/genres/${known}`);
    expect(rows.status).toBe(200);
    expect(GenreRowsSchema.parse(await rows.json()).genre.id).toBe(known);

    expect(genres.map((g) => g.id)).not.toContain("nope");
    const unknown = await get("/api/movies/genres/nope");
    expect(unknown.status).toBe(404);
    const problem = await problemOf(unknown);
    expect(problem.code).toBe("not_found");
    expect(problem.message).toBe("no genre called 'nope': /api/movies/genres lists them");
  });

  it.each(["NOPE", "no_pe", "x".repeat(41), "%3Cb%3E"])(
    "answers 400 bad_request for the malformed id %s",
    async (id) => {
      const { get } = await signedIn(source);
      const res = await get(`/api/movies/genres/${id}`);
      expect(res.status).toBe(400);
      const problem = await problemOf(res);
      expect(problem.code).toBe("bad_request");
      expect(problem.message).toBe("genre must be a genre id: 1 to 40 of a-z, 0-9 and -");
    },
  );
});
