import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type FakeTmdb, startFakeTmdb, TMDB_FAULTS } from "../../../tests/fakes/tmdb.js";
import { LANGUAGE_IDS } from "../../contract/language.js";
import { GenreRowsSchema, GenreSchema, LIST_KINDS, MovieFactsSchema, MovieSchema } from "../../contract/movies.js";
import { createLoader } from "../cache/cached.js";
import { MemoryCache } from "../cache/memory-cache.js";
import { Catalog } from "./catalog/catalog.js";
import { CatalogSource } from "./catalog-source.js";
import type { MovieSource } from "./movie-source.js";
import { TmdbSource } from "./tmdb-source.js";

const silent = pino({ level: "silent" });

/** One implementation under test, with facts about its data the contract needs. */
interface Subject {
  source: MovieSource;
  /** A title the source knows: a search for it finds it. */
  knownTitle: string;
  /** A movie id the source does not know. */
  unknownId: number;
}

/** The first film the source lists as popular (every source lists some). */
async function firstPopular(source: MovieSource) {
  const list = await source.list("popular", "EN");
  const first = list.ok ? list.value[0] : undefined;
  if (!first) throw new Error("the source listed no film");
  return first;
}

/** The same behaviour from both movie sources (STYLE.md: one suite runs against both implementations). */
function movieSourceContract(subject: () => Subject) {
  it.each(LIST_KINDS)("list(%s) answers at most 20 movies in the contract shape", async (kind) => {
    const result = await subject().source.list(kind, "EN");
    if (!result.ok) throw new Error(`list answered ${result.error.code}`);
    expect(result.value.length).toBeGreaterThan(0);
    expect(result.value.length).toBeLessThanOrEqual(20);
    for (const movie of result.value) z.strictObject(MovieSchema.shape).parse(movie);
  });

  it("finds a known title by searching for it", async () => {
    const { source, knownTitle } = subject();
    const result = await source.search(knownTitle, "EN");
    if (!result.ok) throw new Error(`search answered ${result.error.code}`);
    expect(result.value.length).toBeLessThanOrEqual(20);
    for (const movie of result.value) z.strictObject(MovieSchema.shape).parse(movie);
    expect(result.value.map((m) => m.title)).toContain(knownTitle);
  });

  it("finds a listed film by its id, and answers not_found for an unknown id", async () => {
    const { source, unknownId } = subject();
    const first = await firstPopular(source);
    const found = await source.movie(first.id, "EN");
    expect(found.ok && found.value.id).toBe(first.id);
    expect(found.ok && found.value.title.length).toBeGreaterThan(0);
    const unknown = await source.movie(unknownId, "EN");
    expect(unknown.ok ? "found" : unknown.error.code).toBe("not_found");
  });

  it("answers not_found or no videos for an unknown id, never a throw", async () => {
    const { source, unknownId } = subject();
    const result = await source.videos(unknownId, "EN");
    if (result.ok) expect(result.value).toEqual([]);
    else expect(result.error.code).toBe("not_found");
  });

  it.each(LANGUAGE_IDS)("takes the %s language for lists, search and videos", async (language) => {
    const { source, knownTitle } = subject();
    expect((await source.list("popular", language)).ok).toBe(true);
    expect((await source.search(knownTitle, language)).ok).toBe(true);
    const list = await source.list("top-rated", language);
    const first = list.ok ? list.value[0] : undefined;
    expect(first).toBeDefined();
    expect((await source.videos(first?.id ?? 0, language)).ok).toBe(true);
  });

  it("answers films like a listed film: never the film itself, no repeats, at most 20", async () => {
    const { source, unknownId } = subject();
    const first = await firstPopular(source);
    const result = await source.similar(first.id, "EN");
    if (!result.ok) throw new Error(`similar answered ${result.error.code}`);
    expect(result.value.length).toBeGreaterThanOrEqual(12);
    expect(result.value.length).toBeLessThanOrEqual(20);
    for (const movie of result.value) z.strictObject(MovieSchema.shape).parse(movie);
    const ids = result.value.map((m) => m.id);
    expect(ids).not.toContain(first.id);
    expect(new Set(ids).size).toBe(ids.length);
    const unknown = await source.similar(unknownId, "EN");
    expect(unknown.ok ? "found" : unknown.error.code).toBe("not_found");
  });

  it("answers a listed film's facts in the contract shape, not_found for an unknown id", async () => {
    const { source, unknownId } = subject();
    const first = await firstPopular(source);
    const facts = await source.facts(first.id, "EN", "US");
    if (!facts.ok) throw new Error(`facts answered ${facts.error.code}`);
    z.strictObject(MovieFactsSchema.shape).parse(facts.value);
    expect(facts.value.genres.length).toBeGreaterThan(0);
    expect(facts.value.director).toEqual(expect.any(String));
    const unknown = await source.facts(unknownId, "EN", "US");
    expect(unknown.ok ? "found" : unknown.error.code).toBe("not_found");
  });

  it("lists genres, and answers a genre's three rows in the contract shape, no film in two; not_found for an unknown genre", async () => {
    const { source } = subject();
    const genres = await source.genres("spanish");
    if (!genres.ok) throw new Error(`genres answered ${genres.error.code}`);
    expect(genres.value.length).toBeGreaterThanOrEqual(3);
    for (const genre of genres.value) z.strictObject(GenreSchema.shape).parse(genre);
    const first = genres.value[0];
    if (!first) throw new Error("no genre");
    const rows = await source.genreRows(first.id, "spanish");
    if (!rows.ok) throw new Error(`genreRows answered ${rows.error.code}`);
    GenreRowsSchema.parse(rows.value);
    expect(rows.value.genre).toEqual(first);
    expect(rows.value.rows.popular.length).toBeGreaterThanOrEqual(5);
    // A genre's rows do not repeat each other's films.
    const all = Object.values(rows.value.rows).flatMap((row) => row.map((m) => m.id));
    expect(new Set(all).size).toBe(all.length);
    const unknown = await source.genreRows("no-such-genre", "EN");
    expect(unknown.ok ? "found" : unknown.error.code).toBe("not_found");
  });

  it("answers an error, not a throw, for a search whose signal is aborted", async () => {
    const { source, knownTitle } = subject();
    const controller = new AbortController();
    controller.abort();
    const result = await source.search(knownTitle, "EN", controller.signal);
    expect(result.ok).toBe(false);
  });
}

describe("CatalogSource", () => {
  let catalog: Catalog;
  beforeAll(() => {
    catalog = Catalog.load();
  });
  movieSourceContract(() => ({ source: new CatalogSource(catalog), knownTitle: "Pulp Fiction", unknownId: 1 }));
});

describe("TmdbSource against the fake TMDB", () => {
  const UNKNOWN_ID = 424_242;
  let tmdb: FakeTmdb;
  beforeAll(async () => {
    tmdb = await startFakeTmdb();
    // What TMDB answers for an id it does not have.
    tmdb.override(`/3/movie/${UNKNOWN_ID}/videos`, TMDB_FAULTS.notFound());
  });
  afterAll(async () => {
    await tmdb?.close();
  });
  movieSourceContract(() => ({
    source: new TmdbSource(
      {
        kind: "tmdb",
        token: tmdb.token,
        apiUrl: tmdb.url,
        imageUrl: "https://image.tmdb.org/t/p",
        timeoutMs: 2_000,
      },
      { loader: createLoader(new MemoryCache(), silent), log: silent },
    ),
    knownTitle: "Heat",
    unknownId: UNKNOWN_ID,
  }));
});
