import type { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { runningFake } from "../../../tests/fakes/running-fake.js";
import { FAKE_TMDB_TOKEN, startFakeTmdb, TMDB_IMDB_IDS } from "../../../tests/fakes/tmdb.js";
import { ErrorBodySchema } from "../../contract/errors.js";
import { MovieListSchema } from "../../contract/movies.js";
import { IMPORT_MAX_ROWS, ImportResultSchema } from "../../contract/my-data.js";
import { TasteSchema } from "../../contract/taste.js";
import { signUpCookie, uniqueEmail } from "../auth/auth-test-kit.js";
import { serversPerTest } from "../server-test-kit.js";
import { readImportFile } from "./import-file.js";
import { IMPORT_FILES } from "./import-test-kit.js";

const start = serversPerTest("import");

async function signedIn() {
  const { app } = await start();
  return { app, cookie: await signUpCookie(app, uniqueEmail("import"), "I") };
}
const send = (app: Hono, cookie: string, csv: string) =>
  app.request("/api/my-data/import", {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ csv }),
  });
const listOf = async (app: Hono, cookie: string) =>
  MovieListSchema.parse(await (await app.request("/api/my-list", { headers: { cookie } })).json()).results;
const tasteOf = async (app: Hono, cookie: string) =>
  TasteSchema.parse(await (await app.request("/api/taste", { headers: { cookie } })).json()).films;

describe("reading an export", () => {
  it("knows each service's file by its header, and reads scores on our three ratings", () => {
    const ratings = readImportFile(IMPORT_FILES.letterboxdRatings);
    expect(ratings.ok && ratings.value.format).toBe("letterboxd-ratings");
    expect(ratings.ok && ratings.value.rows.map((r) => r.action)).toEqual([
      { kind: "rate", rating: "love" },
      { kind: "rate", rating: "like" },
      { kind: "rate", rating: "dislike" },
    ]);
    const list = readImportFile(IMPORT_FILES.imdbList);
    // The TV series is not a film: left out.
    expect(list.ok && list.value.rows).toEqual([
      { title: "The Matrix", year: 1999, imdbId: "tt0133093", action: { kind: "list" } },
    ]);
    expect(readImportFile(IMPORT_FILES.letterboxdWatchlist).ok && readImportFile(IMPORT_FILES.imdbRatings).ok).toBe(
      true,
    );
  });

  it("refuses what is no export, and files too long", () => {
    expect(readImportFile("just some words")).toEqual({ ok: false, error: "unknown_format" });
    expect(readImportFile('Name,Year\n"Alien,1979\n')).toEqual({ ok: false, error: "not_csv" });
    expect(readImportFile("Date,Name,Year,Letterboxd URI\n")).toEqual({ ok: false, error: "no_films" });
    const long = `Date,Name,Year,Letterboxd URI\n${"2024-01-01,Alien,1979,x\n".repeat(IMPORT_MAX_ROWS + 1)}`;
    expect(readImportFile(long)).toEqual({ ok: false, error: "too_many_rows" });
  });
});

describe("POST /api/my-data/import", () => {
  it("a Letterboxd watchlist goes to My List in its order, and says which films were not found", async () => {
    const { app, cookie } = await signedIn();
    const res = await send(app, cookie, IMPORT_FILES.letterboxdWatchlist);
    expect(res.status).toBe(200);
    expect(ImportResultSchema.parse(await res.json())).toEqual({
      format: "letterboxd-watchlist",
      imported: 2,
      notFound: [{ title: "No Such Film Anywhere", year: 1999 }],
    });
    expect((await listOf(app, cookie)).map((m) => m.title)).toEqual(["Alien", "Finding Nemo"]);
  });

  it("ratings files rate and mark seen (Letterboxd stars, IMDb scores)", async () => {
    const { app, cookie } = await signedIn();
    const lb = ImportResultSchema.parse(await (await send(app, cookie, IMPORT_FILES.letterboxdRatings)).json());
    const imdb = ImportResultSchema.parse(await (await send(app, cookie, IMPORT_FILES.imdbRatings)).json());
    expect([lb.imported, imdb.imported]).toEqual([3, 2]);
    const byTitle = Object.fromEntries((await tasteOf(app, cookie)).map((f) => [f.title, [f.rating, f.seen]]));
    expect(byTitle).toEqual({
      "Toy Story": ["love", true],
      Shrek: ["like", true],
      Gigli: ["dislike", true],
      "Forrest Gump": ["love", true],
      Titanic: ["dislike", true],
    });
  });

  it("a bad file is a clear 400 and changes nothing; a file over the size is refused", async () => {
    const { app, cookie } = await signedIn();
    const bad = await send(app, cookie, "title;year\nAlien;1979\n");
    expect(bad.status).toBe(400);
    const { error } = ErrorBodySchema.parse(await bad.json());
    expect(error.message).toMatch(/not a Letterboxd .* or IMDb .* export/);
    expect(error.details).toEqual(["unknown_format"]);
    const huge = await send(app, cookie, "x".repeat(1024 * 1024 + 1));
    expect([400, 413]).toContain(huge.status);
    expect(await listOf(app, cookie)).toEqual([]);
    expect(await tasteOf(app, cookie)).toEqual([]);
    expect((await app.request("/api/my-data/import", { method: "POST" })).status).not.toBe(200);
  });
});

describe("importing in TMDB mode", () => {
  const tmdb = runningFake(startFakeTmdb);

  it("matches an IMDb row by its id first (TMDB's /find), whatever its title says; then by title and year", async () => {
    const { app } = await start({ TMDB_TOKEN: FAKE_TMDB_TOKEN, TMDB_API_URL: tmdb().url });
    const cookie = await signUpCookie(app, uniqueEmail("import"), "T");
    // IMDb's own titles may be in another language than TMDB's: "Origen" is Inception, by its id.
    const csv = `Const,Your Rating,Date Rated,Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors
tt1375666,10,2024-04-01,Origen,https://www.imdb.com/title/tt1375666/,movie,8.8,148,2010,Sci-Fi,2500000,2010-07-16,Christopher Nolan
tt9999999,8,2024-04-02,Heat,https://www.imdb.com/title/tt9999999/,movie,8.3,170,1995,Crime,700000,1995-12-15,Michael Mann
tt9999998,8,2024-04-03,Origen,https://www.imdb.com/title/tt9999998/,movie,7,100,2010,Drama,10,2010-01-01,
`;
    const result = ImportResultSchema.parse(await (await send(app, cookie, csv)).json());
    expect(result.imported).toBe(2);
    expect(result.notFound).toEqual([{ title: "Origen", year: 2010 }]);
    const films = Object.fromEntries((await tasteOf(app, cookie)).map((f) => [f.id, [f.title, f.rating]]));
    expect(films).toEqual({ [TMDB_IMDB_IDS.tt1375666 as number]: ["Inception", "love"], 900050: ["Heat", "like"] });
    expect(
      tmdb()
        .seen.filter((r) => r.path.startsWith("/3/find/"))
        .map((r) => r.query.get("external_source")),
    ).toEqual(["imdb_id", "imdb_id", "imdb_id"]);
  });
});
