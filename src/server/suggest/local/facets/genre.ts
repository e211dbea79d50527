import { GENRE_FAMILY } from "../facets.js";
import { onField } from "./film-field.js";
import type { FacetModule } from "./module.js";

/**
 * A catalogue genre. Read from words ("westerns", "comedias", "كوميدي"), comparatives ("funnier")
 * and a like-film's genre. A genre asked for in general covers its family (`GENRE_FAMILY`).
 */
export const GENRE: FacetModule<"genre"> = {
  readBy: ["words", "film"],
  group: "genre",
  ...onField<"genre">({
    prefix: "genre",
    field: "genre",
    name: (f) => f.value,
    subjectRank: 5,
    among: (value) => GENRE_FAMILY[value] ?? [value],
  }),
};
