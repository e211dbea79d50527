import { isOwnKey } from "../../keys.js";
import type { Film } from "../catalog/film.js";
import type { CatalogGenre } from "../catalog/genres.js";
import type { Composition } from "./canvas.js";
import { action, horror, stage, thriller } from "./centred.js";
import { ridges, space, western } from "./landscapes.js";
import { pickOne, seededRandom } from "./random.js";
import { comedy, documentary, drama, romance } from "./scattered.js";

/** Every composition, by the name `artKindOf` gives it. */
export const COMPOSITIONS = {
  horror,
  comedy,
  romance,
  action,
  space,
  ridges,
  western,
  drama,
  thriller,
  documentary,
  stage,
} as const satisfies Record<string, Composition>;

export type ArtKind = keyof typeof COMPOSITIONS;

/** Each catalogue genre's composition (every genre of the one list, `catalog/genres.ts`). */
const BY_GENRE: Readonly<Record<CatalogGenre, ArtKind>> = {
  Horror: "horror",
  Comedy: "comedy",
  "Black Comedy": "comedy",
  "Romantic Comedy": "romance",
  Action: "action",
  Adventure: "ridges",
  Western: "western",
  "Thriller/Suspense": "thriller",
  Documentary: "documentary",
  Musical: "stage",
  "Concert/Performance": "stage",
  Drama: "drama",
};

/** Which composition a film gets: by genre, refined by creative type; a film of unknown genre gets a seeded pick. */
export function artKindOf(film: Film): ArtKind {
  if (film.creativeType === "Science Fiction") return "space";
  if (film.creativeType === "Super Hero") return "action";
  if (film.creativeType === "Fantasy" && film.genre !== "Horror") return "ridges";
  if (film.genre !== null && isOwnKey(BY_GENRE, film.genre)) return BY_GENRE[film.genre];
  return pickOne(seededRandom(film.id), ["drama", "thriller"] as const);
}
