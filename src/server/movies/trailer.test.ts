import { describe, expect, it } from "vitest";
import { loadFixture } from "../../../tests/fakes/fake-server.js";
import { TrailerSchema } from "../../contract/movies.js";
import { chooseTrailer } from "./trailer.js";

describe("chooseTrailer", () => {
  it("picks the first Trailer even when a Teaser comes first (fixture videos.json)", () => {
    const { results } = loadFixture<{ results: Array<{ type: string; key: string }> }>("tmdb/videos.json");
    expect(results[0]?.type).toBe("Teaser");
    expect(chooseTrailer(results)).toEqual({ type: "Trailer", key: "TRAILERkey1" });
  });

  it("picks the first of several Trailers", () => {
    const videos = [
      { type: "Clip", key: "c" },
      { type: "Trailer", key: "t1" },
      { type: "Trailer", key: "t2" },
    ];
    expect(chooseTrailer(videos)).toEqual({ type: "Trailer", key: "t1" });
  });

  it("falls back to the first video when none is a Trailer", () => {
    expect(chooseTrailer([{ type: "Teaser", key: "tz" }])).toEqual({ type: "Teaser", key: "tz" });
    expect(
      chooseTrailer([
        { type: "Featurette", key: "f" },
        { type: "Teaser", key: "tz" },
      ]),
    ).toEqual({ type: "Featurette", key: "f" });
  });

  it("is null for an empty list", () => {
    expect(chooseTrailer([])).toBeNull();
  });

  it("answers only type and key, in the contract shape", () => {
    const trailer = chooseTrailer([{ type: "Trailer", key: "k", site: "YouTube" }]);
    expect(trailer).toEqual({ type: "Trailer", key: "k" });
    expect(TrailerSchema.parse(trailer)).toEqual(trailer);
  });
});
