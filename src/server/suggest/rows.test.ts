import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_TMDB_TOKEN, type FakeTmdb, startFakeTmdb } from "../../../tests/fakes/tmdb.js";
import { ok } from "../../contract/errors.js";
import type { Movie } from "../../contract/movies.js";
import { createLoader } from "../cache/cached.js";
import { MemoryCache } from "../cache/memory-cache.js";
import { Catalog } from "../movies/catalog/catalog.js";
import type { Film } from "../movies/catalog/film.js";
import { CatalogSource } from "../movies/catalog-source.js";
import type { MovieSource } from "../movies/movie-source.js";
import { TmdbSource } from "../movies/tmdb-source.js";
import { LocalSuggester } from "./local/local-suggester.js";
import { fillRow } from "./row-fill.js";
import { readSuggestionStream } from "./stream-test-kit.js";
import type { Suggester } from "./suggester.js";
import { ROW_FILMS_MIN, startSuggestionStream } from "./suggestion-stream.js";

/**
 * Suggestion rows as the page receives them: the suggested film first, at least five posters,
 * films that keep the query's facets and never its exclusions, and no film twice on the page.
 */
let catalog: Catalog;
let byId: Map<number, Film>;
beforeAll(() => {
  catalog = Catalog.load();
  byId = new Map(catalog.films.map((f) => [f.id, f]));
});

async function rowsFor(suggester: Suggester, query: string, movies: MovieSource = new CatalogSource(catalog)) {
  const understood = await suggester.understand?.(query);
  const started = await startSuggestionStream(
    { movies },
    (onName, signal) => suggester.suggest(query, "EN", signal, onName),
    { language: "EN", signal: new AbortController().signal, ...(understood && { understood }) },
  );
  if (!started.ok) throw new Error(started.error.code);
  return readSuggestionStream(new Response(started.body));
}

const film = (m: Movie) => byId.get(m.id) as Film;

describe("suggestion rows of the embedded engine", () => {
  it.each([
    ["westerns", (f: Film) => f.genre === "Western"],
    ["films by Woody Allen", (f: Film) => f.director === "Woody Allen"],
    ["horror but not too gory", (f: Film) => f.genre === "Horror"],
    ["animated movies for kids", (f: Film) => ["G", "PG"].includes(f.mpaa ?? "")],
  ])("'%s': ≥ 5 posters per row, the suggested film first, no film twice", async (query, fits) => {
    const answer = await rowsFor(new LocalSuggester(catalog), query);
    expect(answer.lists).toHaveLength(5);
    for (const [i, list] of answer.lists.entries()) {
      expect(list.length, `row ${answer.names[i]}`).toBeGreaterThanOrEqual(ROW_FILMS_MIN);
      expect(list[0]?.title).toBe(answer.names[i]);
      expect(list.every((m) => m.poster_path !== null)).toBe(true);
    }
    const ids = answer.lists.flat().map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Nor two films of one title, which look like one film shown twice.
    const titles = answer.lists.flat().map((m) => m.title);
    expect(new Set(titles).size).toBe(titles.length);
    // The query's facets fill the rows first: most films keep them, or all the catalogue has.
    const kept = answer.lists.flat().filter((m) => fits(film(m))).length;
    // One film per title can be on a page (above), so the catalogue holds as many as it has titles.
    const held = new Set(catalog.films.filter((f) => f.hasPoster && fits(f)).map((f) => f.title)).size;
    expect(kept).toBeGreaterThanOrEqual(Math.min(Math.ceil(0.7 * ids.length), held));
  });

  it("a row never shows a film the query excluded", async () => {
    for (const query of ["horror but not too gory", "a comedy, but nothing romantic", "westerns, nothing rated R"]) {
      const answer = await rowsFor(new LocalSuggester(catalog), query);
      const films = answer.lists.flat().map(film);
      if (query.includes("romantic")) expect(films.filter((f) => f.genre === "Romantic Comedy")).toEqual([]);
      else expect(films.filter((f) => ["R", "NC-17"].includes(f.mpaa ?? ""))).toEqual([]);
    }
  });

  it("'westerns' rows hold westerns, not films that merely resemble one (no slasher in a western row)", async () => {
    const answer = await rowsFor(new LocalSuggester(catalog), "westerns");
    expect(answer.lists.flat().filter((m) => film(m).genre === "Horror")).toEqual([]);
  });
});

describe("suggestion rows of a model", () => {
  it("a suggestion named after an earlier row showed it still heads its own row; later fills leave it out", async () => {
    const source = new CatalogSource(catalog);
    const fargo = catalog.films.find((f) => f.title === "Fargo" && f.year === 1996) as Film;
    const first = await fillRow(
      { movies: source },
      {
        title: "Fargo",
        year: 1996,
        language: "EN",
        signal: new AbortController().signal,
        log: undefined,
      },
    );
    const shownInFargoRow = first.movies[1] as Movie;
    const later = `${shownInFargoRow.title} (${shownInFargoRow.release_date?.slice(0, 4)})`;
    let release: () => void = () => {};
    const rowSent = new Promise<void>((resolve) => {
      release = resolve;
    });
    const model: Suggester = {
      kind: "openai",
      async suggest(_q, _l, _s, onName) {
        onName?.(`Fargo (${fargo.year})`, 0);
        await rowSent;
        onName?.(later, 1);
        onName?.("Heat (1995)", 2);
        return ok([`Fargo (${fargo.year})`, later, "Heat (1995)"]);
      },
    };
    const started = await startSuggestionStream(
      { movies: source },
      (onName, signal) => model.suggest("crime", "EN", signal, onName),
      { language: "EN", signal: new AbortController().signal },
    );
    if (!started.ok) throw new Error("no stream");
    const reader = started.body.getReader();
    const text: string[] = [];
    const decoder = new TextDecoder();
    while (!text.join("").includes('"type":"movies"')) {
      const { value } = await reader.read();
      text.push(decoder.decode(value));
    }
    release();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text.push(decoder.decode(value));
    }
    const answer = await readSuggestionStream(new Response(text.join("")));
    expect(answer.names).toEqual(["Fargo", shownInFargoRow.title, "Heat"]);
    expect(answer.lists[0]?.map((m) => m.id)).toContain(shownInFargoRow.id);
    expect(answer.lists[1]?.[0]?.id).toBe(shownInFargoRow.id);
    // Only the model's own late pick is on the page twice; every fill film is there once.
    const ids = answer.lists.flat().map((m) => m.id);
    expect(ids.filter((id) => id === shownInFargoRow.id)).toHaveLength(2);
    const others = ids.filter((id) => id !== shownInFargoRow.id);
    expect(new Set(others).size).toBe(others.length);
  });
});

describe("a model's suggestion the source does not have", () => {
  it("is an empty row whose reason says so", async () => {
    const model: Suggester = {
      kind: "openai",
      async suggest(_q, _l, _s, onName) {
        onName?.("The Film Nobody Made (1987)", 0);
        return ok(["The Film Nobody Made (1987)"]);
      },
    };
    const answer = await rowsFor(model, "anything");
    expect(answer.events.find((e) => e.type === "movies")).toEqual({
      type: "movies",
      index: 0,
      movies: [],
      reason: ["unmatched"],
    });
  });
});

describe("suggestion rows from TMDB", () => {
  let tmdb: FakeTmdb;
  beforeAll(async () => {
    tmdb = await startFakeTmdb();
  });
  afterAll(async () => {
    await tmdb.close();
  });

  const tmdbSource = () => {
    const log = pino({ level: "silent" });
    return new TmdbSource(
      {
        kind: "tmdb",
        token: FAKE_TMDB_TOKEN,
        apiUrl: tmdb.url,
        imageUrl: "https://image.tmdb.org/t/p",
        timeoutMs: 2_000,
      },
      { loader: createLoader(new MemoryCache(), log), log },
    );
  };

  it("finds a suggestion searched in Spanish by its original title, with its genres named in Spanish", async () => {
    tmdb.override("/3/search/movie", {
      body: {
        page: 1,
        total_pages: 1,
        total_results: 2,
        results: [
          {
            id: 900051,
            title: "Ola de calor",
            original_title: "Heat Wave",
            release_date: "1995-02-01",
            genre_ids: [18],
          },
          {
            id: 900050,
            title: "Fuego contra fuego",
            original_title: "Heat",
            release_date: "1995-12-15",
            poster_path: "/p0050.jpg",
            vote_average: 7.9,
            genre_ids: [28, 18],
          },
        ],
      },
    });
    tmdb.override("/3/genre/movie/list", {
      body: {
        genres: [
          { id: 28, name: "Acción" },
          { id: 18, name: "Drama" },
        ],
      },
    });
    const row = await fillRow(
      { movies: tmdbSource() },
      {
        title: "Heat",
        year: 1995,
        language: "spanish",
        signal: new AbortController().signal,
        log: undefined,
      },
    );
    expect(row.movies[0]?.title).toBe("Fuego contra fuego");
    expect(row.reason).toEqual(["decade:1990", "genres:Acción, Drama", "rating:7.9"]);
    tmdb.reset();
  });
});
