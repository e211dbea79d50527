import { describe, expect, it } from "vitest";
import { movieIdIn, withMovie } from "./movie-link";

describe("film links", () => {
  it("reads a valid film id from the address and ignores anything else", () => {
    expect(movieIdIn("?movie=12")).toBe(12);
    expect(movieIdIn("?view=gpt&q=heist&movie=2147483647")).toBe(2147483647);
    for (const bad of ["", "?movie=", "?movie=0", "?movie=-3", "?movie=1.5", "?movie=12abc", "?movie=2147483648"]) {
      expect(movieIdIn(bad)).toBeNull();
    }
  });

  it("sets and drops the film, keeping the rest of the query", () => {
    expect(withMovie("", 7)).toBe("?movie=7");
    expect(withMovie("?view=gpt&q=heist+movies", 7)).toBe("?view=gpt&q=heist+movies&movie=7");
    expect(withMovie("?view=gpt&movie=7", null)).toBe("?view=gpt");
    expect(withMovie("?movie=7", null)).toBe("");
  });
});
