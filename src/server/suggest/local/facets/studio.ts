import { distributorsOf } from "../studios.js";
import { onField } from "./film-field.js";
import type { FacetModule } from "./module.js";

/** A distributor or a family of them (`studios.ts`), read from the catalogue's names and a few words ("a big studio"). */
export const STUDIO: FacetModule<"studio"> = {
  readBy: ["names", "words"],
  group: "studio",
  ...onField<"studio">({ prefix: "studio", field: "distributor", name: (f) => f.name, among: distributorsOf }),
};
