import type { FilmField } from "../film-index.js";
import type { FacetKind, FacetOf } from "./facet.js";
import type { FacetModule } from "./module.js";

interface OnField<K extends FacetKind> {
  /** The key's prefix (`director:Ridley Scott`); the key is also the reason's subject, at `subjectRank`. */
  prefix: string;
  field: FilmField;
  /** The name the facet holds (a person's or studio's name, a genre's or story's value). */
  name: (facet: FacetOf<K>) => string;
  subjectRank?: number;
  /** The field's values the facet covers: the name itself, or a family of them (a genre's, a studio's). */
  among?: (name: string) => readonly string[];
}

/**
 * A facet that names one of a film's catalogue fields (a director, a kind of story, a genre, a
 * studio): its key, its test (the film's field is one the facet covers), and whether the catalogue
 * knows the field for a film.
 */
export function onField<K extends FacetKind>({
  prefix,
  field,
  name,
  subjectRank,
  among = (n) => [n],
}: OnField<K>): Pick<FacetModule<K>, "key" | "known" | "test" | "filmsIn" | "subject"> {
  const key = (facet: FacetOf<K>) => `${prefix}:${name(facet)}`;
  return {
    key,
    known: (f) => f.film[field] != null,
    test: (facet) => {
      const values = among(name(facet));
      return (f) => values.includes(f.film[field] ?? "");
    },
    filmsIn: (facet, index) => among(name(facet)).flatMap((value) => index.withValue(field, value)),
    ...(subjectRank !== undefined && { subject: { rank: subjectRank, text: key } }),
  };
}
