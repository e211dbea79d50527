import { UNRATED } from "../../../../contract/facets.js";
import { AUDIENCE_LADDER, ratingKnown, rungOf } from "../facets.js";
import type { FacetModule } from "./module.js";
import { inRange } from "./range.js";

/**
 * The MPAA audience, a range on `AUDIENCE_LADDER` ("PG-13 at most", a child's age, "no violence").
 * Read from words and numbers; the limit the viewer sets, it gives way last.
 */
export const RATING: FacetModule<"rating"> = {
  readBy: ["words", "numbers", "film"],
  group: "rating",
  key: ({ min, max }) => (min && min === max ? `audience:${min}` : `audience:${min ?? ""}..${max ?? ""}`),
  known: ratingKnown,
  test: ({ min, max }) => {
    // Unrated is a fact of its own, off the ladder: a film whose rating is unknown is not unrated.
    if (min === UNRATED || max === UNRATED) return (f) => f.film.mpaa === UNRATED;
    const lo = min ? rungOf(min) : 0;
    const hi = max ? rungOf(max) : AUDIENCE_LADDER.length - 1;
    return (f) => inRange(rungOf(f.film.mpaa ?? ""), lo, hi);
  },
  // A film let through an excluded rating because its own is unknown says so first.
  fact: (f, how) => {
    if (how === "exclude" && !ratingKnown(f)) return { order: 0, text: "mpaa:unknown" };
    return f.film.mpaa ? { order: 3, text: `mpaa:${f.film.mpaa}` } : undefined;
  },
};
