import { describe, expect, it } from "vitest";
import type { Movie } from "../../contract/movies";
import {
  applySortFilter,
  knowsRuntimes,
  NO_SORT_FILTER,
  sortFilterOf,
  unknownLengthCount,
  withoutFilters,
  withSortFilter,
} from "./sort-filter";

const film = (id: number, release_date?: string, vote_average?: number, runtime?: number | null): Movie => ({
  id,
  title: `Film ${id}`,
  overview: "",
  poster_path: null,
  ...(release_date !== undefined && { release_date }),
  ...(vote_average !== undefined && { vote_average }),
  ...(runtime !== undefined && { runtime }),
});

describe("sortFilterOf", () => {
  it("reads the sort, decade, minimum rating and length from the address", () => {
    expect(sortFilterOf(new URLSearchParams("genre=horror&sort=newest&decade=1990&rating=7&length=long"))).toEqual({
      sort: "newest",
      decade: 1990,
      minRating: "7",
      length: "long",
    });
  });

  it("treats an unknown or malformed value as absent, one parameter at a time", () => {
    expect(sortFilterOf(new URLSearchParams("sort=random&decade=1995&rating=7"))).toEqual({
      ...NO_SORT_FILTER,
      minRating: "7",
    });
    expect(sortFilterOf(new URLSearchParams("sort=oldest&decade=abcd&rating=10"))).toEqual({
      ...NO_SORT_FILTER,
      sort: "oldest",
    });
    expect(sortFilterOf(new URLSearchParams("decade=1800"))).toEqual(NO_SORT_FILTER);
    expect(sortFilterOf(new URLSearchParams("length=90&rating=6"))).toEqual({ ...NO_SORT_FILTER, minRating: "6" });
    expect(sortFilterOf(new URLSearchParams("length=SHORT"))).toEqual(NO_SORT_FILTER);
  });

  it("round-trips through the address, leaving defaults and other parameters as they are", () => {
    const choice = { sort: "rating", decade: 2010, minRating: "8", length: "medium" } as const;
    const written = withSortFilter(new URLSearchParams("genre=drama&sort=oldest"), choice);
    expect(written.get("genre")).toBe("drama");
    expect(sortFilterOf(written)).toEqual(choice);
    expect(written.get("length")).toBe("medium");
    expect(withSortFilter(written, NO_SORT_FILTER).toString()).toBe("genre=drama");
    expect(withSortFilter(written, withoutFilters(choice)).toString()).toBe("genre=drama&sort=rating");
  });
});

describe("applySortFilter", () => {
  const films = [film(1, "1994-05-01", 8.1), film(2, "2003-01-01", 6.5), film(3, "1999-12-31", 7), film(4)];

  it("keeps the server's order for popularity and puts films without a date or score last", () => {
    expect(applySortFilter(films, NO_SORT_FILTER).map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(applySortFilter(films, { ...NO_SORT_FILTER, sort: "newest" }).map((m) => m.id)).toEqual([2, 3, 1, 4]);
    expect(applySortFilter(films, { ...NO_SORT_FILTER, sort: "oldest" }).map((m) => m.id)).toEqual([1, 3, 2, 4]);
    expect(applySortFilter(films, { ...NO_SORT_FILTER, sort: "rating" }).map((m) => m.id)).toEqual([1, 3, 2, 4]);
  });

  it("keeps only films of the decade and at or above the rating", () => {
    expect(applySortFilter(films, { ...NO_SORT_FILTER, decade: 1990 }).map((m) => m.id)).toEqual([1, 3]);
    expect(applySortFilter(films, { ...NO_SORT_FILTER, decade: 1990, minRating: "8" }).map((m) => m.id)).toEqual([1]);
    expect(applySortFilter(films, { ...NO_SORT_FILTER, decade: 1970 })).toEqual([]);
  });
});

describe("the length filter", () => {
  const films = [
    film(1, "1994-05-01", 8, 89),
    film(2, "1994-05-01", 8, 90),
    film(3, "1994-05-01", 8, 120),
    film(4, "1994-05-01", 8, 121),
    film(5, "1994-05-01", 8, null),
    film(6, "2004-05-01", 8, null),
    film(7, "1994-05-01", 5, null),
  ];
  const ids = (length: "short" | "medium" | "long") =>
    applySortFilter(films, { ...NO_SORT_FILTER, length }).map((m) => m.id);

  it("keeps films under 90 minutes, from 90 to 120 both included, or over 120", () => {
    expect(ids("short")).toEqual([1]);
    expect(ids("medium")).toEqual([2, 3]);
    expect(ids("long")).toEqual([4]);
    expect(applySortFilter(films, NO_SORT_FILTER)).toHaveLength(7);
  });

  it("counts the films kept out only for an unknown length, among those the other filters keep", () => {
    expect(unknownLengthCount(films, NO_SORT_FILTER)).toBe(0);
    expect(unknownLengthCount(films, { ...NO_SORT_FILTER, length: "long" })).toBe(3);
    expect(unknownLengthCount(films, { ...NO_SORT_FILTER, length: "long", decade: 1990, minRating: "7" })).toBe(1);
  });

  it("knows whether the films' source gives runtimes: a null runtime counts, an absent one does not", () => {
    expect(knowsRuntimes(films)).toBe(true);
    expect(knowsRuntimes([film(8, "2000-01-01", 7, null)])).toBe(true);
    expect(knowsRuntimes([film(9, "2000-01-01", 7)])).toBe(false);
    expect(knowsRuntimes([])).toBe(false);
  });

  it("keeps out every film whose source gives no runtime once a length is chosen", () => {
    const tmdb = [film(10, "2000-01-01", 7), film(11, "2001-01-01", 8)];
    expect(applySortFilter(tmdb, { ...NO_SORT_FILTER, length: "short" })).toEqual([]);
    expect(unknownLengthCount(tmdb, { ...NO_SORT_FILTER, length: "short" })).toBe(2);
  });
});
