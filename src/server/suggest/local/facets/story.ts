import { onField } from "./film-field.js";
import type { FacetModule } from "./module.js";

/** The catalogue's kind of story ("Science Fiction", "Kids Fiction"). Read from words and a like-film's kind. */
export const STORY: FacetModule<"story"> = {
  readBy: ["words", "film"],
  group: "story",
  ...onField<"story">({ prefix: "kind", field: "creativeType", name: (f) => f.value, subjectRank: 4 }),
};
