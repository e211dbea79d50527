import { GENRE_FAMILY } from "../facets.js";
import type { FacetModule } from "./module.js";

/**
 * A catalogue genre. Read from words ("westerns", "comedias", "كوميدي"), comparatives ("funnier")
 * and a like-film's genre. A genre asked for in general covers its family (`GENRE_FAMILY`).
 */
export const GENRE: FacetModule<"genre"> = {
  readBy: ["words", "film"],
  group: "genre",
  key: (f) => `genre:${f.value}`,
  known: (f) => f.film.genre != null,
  test: ({ value }) => {
    const family = GENRE_FAMILY[value] ?? [value];
    return (f) => family.includes(f.film.genre ?? "");
  },
  subject: { rank: 5, text: (f) => `genre:${f.value}` },
};
