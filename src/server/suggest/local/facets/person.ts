import { onField } from "./film-field.js";
import type { FacetModule } from "./module.js";

/** A director, by full name, a surname only one director has, or its sound (`film-index.ts`, `names.ts`). */
export const PERSON: FacetModule<"person"> = {
  readBy: ["names"],
  group: "person",
  ...onField<"person">({ prefix: "director", field: "director", name: (f) => f.name, subjectRank: 0 }),
};
