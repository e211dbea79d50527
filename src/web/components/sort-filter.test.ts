import { describe, expect, it } from "vitest";
import type { Movie } from "../../contract/movies";
import { applySortFilter, NO_SORT_FILTER, sortFilterOf, withSortFilter } from "./sort-filter";

const film = (id: number, release_date?: string, vote_average?: number): Movie => ({
  id,
  title: `Film ${id}`,
  overview: "",
  poster_path: null,
  ...(release_date !== undefined && { release_date }),
  ...(vote_average !== undefined && { vote_average }),
});

describe("sortFilterOf", () => {
  it("reads the sort, decade and minimum rating from the address", () => {
    expect(sortFilterOf(new URLSearchParams("genre=horror&sort=newest&decade=1990&rating=7"))).toEqual({
      sort: "newest",
      decade: 1990,
      minRating: "7",
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
  });

  it("round-trips through the address, leaving defaults and other parameters as they are", () => {
    const choice = { sort: "rating", decade: 2010, minRating: "8" } as const;
    const written = withSortFilter(new URLSearchParams("genre=drama&sort=oldest"), choice);
    expect(written.get("genre")).toBe("drama");
    expect(sortFilterOf(written)).toEqual(choice);
    expect(withSortFilter(written, NO_SORT_FILTER).toString()).toBe("genre=drama");
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
