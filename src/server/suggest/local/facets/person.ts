import type { FacetModule } from "./module.js";

/** A director, by full name, a surname only one director has, or its sound (`film-index.ts`, `names.ts`). */
export const PERSON: FacetModule<"person"> = {
  readBy: ["names"],
  group: "person",
  key: (f) => `director:${f.name}`,
  known: (f) => f.film.director != null,
  test:
    ({ name }) =>
    (f) =>
      f.film.director === name,
  subject: { rank: 0, text: (f) => `director:${f.name}` },
};
