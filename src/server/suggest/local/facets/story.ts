import type { FacetModule } from "./module.js";

/** The catalogue's kind of story ("Science Fiction", "Kids Fiction"). Read from words and a like-film's kind. */
export const STORY: FacetModule<"story"> = {
  readBy: ["words", "film"],
  group: "story",
  key: (f) => `kind:${f.value}`,
  known: (f) => f.film.creativeType != null,
  test:
    ({ value }) =>
    (f) =>
      f.film.creativeType === value,
  subject: { rank: 4, text: (f) => `kind:${f.value}` },
};
