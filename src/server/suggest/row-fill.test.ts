import { describe, expect, it } from "vitest";
import type { Movie } from "../../contract/movies.js";
import { headOf, reasonOf } from "./row-fill.js";

const movie = (id: number, title: string, release_date?: string, vote_average?: number): Movie => ({
  id,
  title,
  overview: "",
  poster_path: null,
  ...(release_date && { release_date }),
  ...(vote_average !== undefined && { vote_average }),
});

describe("a suggestion row's head", () => {
  const hits = [
    movie(1, "Knocked Up", "2007-06-01"),
    movie(2, "Up", "2009-05-29"),
    movie(3, "Up", "1984-01-01"),
    movie(4, "Step Up", "2006-08-11"),
  ];

  it("is the suggested film itself: same title, and the same year when known", () => {
    expect(headOf(hits, "Up", 2009)?.id).toBe(2);
    expect(headOf(hits, "Up", 1984)?.id).toBe(3);
    expect(headOf(hits, "up", undefined)?.id).toBe(2);
  });

  it("is never a film that only shares a word with it", () => {
    expect(headOf(hits, "Alien", 1979)).toBeUndefined();
    expect(headOf([movie(5, "Monsters vs. Aliens", "2009-03-27")], "Alien", 1979)).toBeUndefined();
  });

  it("gives a model's pick a reason from the film found: its decade and rating", () => {
    expect(reasonOf(movie(6, "Heat", "1995-12-15", 7.94))).toEqual(["decade:1990", "rating:7.9"]);
    expect(reasonOf(movie(7, "Unknown"))).toEqual([]);
  });
});
