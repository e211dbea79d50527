import { beforeAll, describe, expect, it } from "vitest";
import type { Movie } from "../../../contract/movies";
import { WELL_LIKED_CRITICS, WELL_LIKED_RATING } from "../../../contract/well-liked";
import { Catalog } from "../../../server/movies/catalog/catalog";
import { CatalogSource } from "../../../server/movies/catalog-source";
import { FEATURED_MAX_AGE_DAYS, featuredCandidates } from "./featured-candidates";

/* The featured film's candidates, on the real catalogue's Now Playing as the page receives it. */

let nowPlaying: Movie[];
beforeAll(async () => {
  const listed = await new CatalogSource(Catalog.load()).list("now-playing", "EN");
  if (!listed.ok) throw new Error(listed.error.code);
  nowPlaying = listed.value;
});

describe("featuredCandidates", () => {
  it("on the catalogue: only films critics and audiences like, recent for the list, with a poster", () => {
    const candidates = featuredCandidates(nowPlaying);
    expect(candidates.length).toBeGreaterThanOrEqual(2);
    const newest = Math.max(...nowPlaying.map((m) => Date.parse(m.release_date ?? "")).filter(Number.isFinite));
    for (const movie of candidates) {
      expect(movie.poster_path).not.toBeNull();
      expect(movie.vote_average).toBeGreaterThanOrEqual(WELL_LIKED_RATING);
      expect(movie.critics_score).toBeGreaterThanOrEqual(WELL_LIKED_CRITICS);
      expect(newest - Date.parse(movie.release_date ?? "")).toBeLessThanOrEqual(FEATURED_MAX_AGE_DAYS * 86_400_000);
    }
    // The walk-through's poor featured film (IMDb 3.9, 15 % with critics) is in the list but no candidate.
    expect(nowPlaying.map((m) => m.title)).toContain("Sex and the City 2");
    expect(candidates.map((m) => m.title)).not.toContain("Sex and the City 2");
  });

  it("never offers a 'Not for me' film", () => {
    const [first, ...rest] = featuredCandidates(nowPlaying);
    const without = featuredCandidates(nowPlaying, (id) => id === first?.id);
    expect(without.map((m) => m.id)).toEqual(rest.map((m) => m.id));
  });

  it("without critics (TMDB) judges by audiences, and drops a film far older than the list", () => {
    const film = (id: number, vote_average: number, release_date: string): Movie => ({
      id,
      title: `Film ${id}`,
      overview: "",
      poster_path: `/${id}.jpg`,
      vote_average,
      release_date,
    });
    const list = [film(1, 5.9, "2026-10-01"), film(2, 7.2, "2026-09-20"), film(3, 8.4, "1994-09-23")];
    expect(featuredCandidates(list).map((m) => m.id)).toEqual([2]);
  });

  it("falls back to the list's films with a poster when none is well liked", () => {
    const poor = nowPlaying.filter((m) => (m.vote_average ?? 0) < WELL_LIKED_RATING && m.poster_path);
    expect(poor.length).toBeGreaterThan(0);
    expect(featuredCandidates(poor).map((m) => m.id)).toEqual(poor.map((m) => m.id));
  });
});
