import type { Film } from "../catalog/film.js";
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

/** Which composition a film gets: by genre, refined by creative type; a film of unknown genre gets a seeded pick. */
export function artKindOf(film: Film): ArtKind {
  if (film.creativeType === "Science Fiction") return "space";
  if (film.creativeType === "Super Hero") return "action";
  if (film.creativeType === "Fantasy" && film.genre !== "Horror") return "ridges";
  switch (film.genre) {
    case "Horror":
      return "horror";
    case "Comedy":
    case "Black Comedy":
      return "comedy";
    case "Romantic Comedy":
      return "romance";
    case "Action":
      return "action";
    case "Adventure":
      return "ridges";
    case "Western":
      return "western";
    case "Thriller/Suspense":
      return "thriller";
    case "Documentary":
      return "documentary";
    case "Musical":
    case "Concert/Performance":
      return "stage";
    case "Drama":
      return "drama";
    default:
      return pickOne(seededRandom(film.id), ["drama", "thriller"] as const);
  }
}
