import { describe, expect, it } from "vitest";
import { MAX_MOVIE_ID, movieIdOf } from "./movies.js";
import { MovieIdParamSchema } from "./requests.js";

/** One reading of a movie id, for the server's `/:id` paths and the page's `?movie=` links alike. */
describe("movie ids", () => {
  it("reads 1 to 10 digits naming a positive 31-bit integer", () => {
    expect(movieIdOf("12")).toBe(12);
    expect(movieIdOf(String(MAX_MOVIE_ID))).toBe(MAX_MOVIE_ID);
    expect(MovieIdParamSchema.parse({ id: "900001" })).toEqual({ id: 900001 });
  });

  it.each([null, undefined, "", "0", "-3", "1.5", "12abc", " 12", "2147483648", "00000000001234"])(
    "refuses %j",
    (text) => {
      expect(movieIdOf(text)).toBeNull();
      expect(MovieIdParamSchema.safeParse({ id: text }).success).toBe(false);
    },
  );
});
