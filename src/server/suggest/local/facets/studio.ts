import { distributorsOf } from "../studios.js";
import type { FacetModule } from "./module.js";

/** A distributor or a family of them (`studios.ts`), read from the catalogue's names and a few words ("a big studio"). */
export const STUDIO: FacetModule<"studio"> = {
  readBy: ["names", "words"],
  group: "studio",
  key: (f) => `studio:${f.name}`,
  known: (f) => f.film.distributor != null,
  test: ({ name }) => {
    const distributors = distributorsOf(name);
    return (f) => distributors.includes(f.film.distributor ?? "");
  },
};
