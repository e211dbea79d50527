import { describe, expect, it } from "vitest";
import { z } from "zod";
import { loadFixture } from "../../../tests/fakes/fake-server.js";
import { MovieSchema } from "../../contract/movies.js";
import { parseMoviePage, parseVideos } from "./tmdb-schemas.js";

describe("parseMoviePage", () => {
  it.each(["now_playing", "popular", "upcoming", "top_rated", "search_movie"])("reads %s.json", (name) => {
    const body = loadFixture<{ results: unknown[] }>(`tmdb/${name}.json`);
    const parsed = parseMoviePage(body);
    expect(parsed?.dropped).toBe(0);
    expect(parsed?.items).toHaveLength(body.results.length);
    for (const movie of parsed?.items ?? []) z.strictObject(MovieSchema.shape).parse(movie);
  });

  it("turns TMDB nulls and gaps into the contract's shape", () => {
    const parsed = parseMoviePage({
      results: [
        {
          id: 1,
          title: "A",
          overview: null,
          poster_path: null,
          backdrop_path: null,
          release_date: "",
          vote_average: 0,
        },
        { id: 2, title: "B", poster_path: "", extra: { deep: true } },
      ],
    });
    expect(parsed?.items).toEqual([
      { id: 1, title: "A", overview: "", poster_path: null, backdrop_path: null, vote_average: 0 },
      { id: 2, title: "B", overview: "", poster_path: null },
    ]);
  });

  it("refuses a page without a results array, or where nothing parses", () => {
    expect(parseMoviePage({ page: 1 })).toBeUndefined();
    expect(parseMoviePage("results")).toBeUndefined();
    expect(parseMoviePage({ results: [{ id: "1" }, { title: 2 }] })).toBeUndefined();
    expect(parseMoviePage({ results: [] })).toEqual({ items: [], dropped: 0 });
  });
});

describe("parseVideos", () => {
  it("reads videos.json in order and videos_empty.json as empty", () => {
    expect(parseVideos(loadFixture("tmdb/videos.json"))?.items.map((v) => v.key)).toEqual([
      "TEASERkey01",
      "TRAILERkey1",
      "BTSkey00001",
    ]);
    expect(parseVideos(loadFixture("tmdb/videos_empty.json"))?.items).toEqual([]);
  });

  it("keeps videos the YouTube player can play", () => {
    const parsed = parseVideos({
      results: [
        { type: "Trailer", key: "v", site: "Vimeo" },
        { type: "Trailer", key: "y", site: "YouTube" },
        { type: "Clip", key: "n" },
      ],
    });
    expect(parsed?.items).toEqual([
      { type: "Trailer", key: "y", site: "YouTube" },
      { type: "Clip", key: "n" },
    ]);
  });
});
