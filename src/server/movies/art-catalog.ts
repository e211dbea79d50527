import type { Film } from "./catalog.js";

/** Where the art routes are mounted: the art paths below are relative to it. */
export const ART_BASE_URL = "/api/art";

export const posterPathOf = (film: Film): string | null => (film.hasPoster ? `/p/${film.id}.svg` : null);
export const backdropPathOf = (film: Film): string => `/b/${film.id}.svg`;

/** What the art routes need of the catalogue: a film by id, and the films for the sign-in poster wall. */
export interface ArtCatalog {
  byId(id: number): Film | undefined;
  /** The `count` best-known films that have a poster, best known first. */
  mosaic(count: number): readonly Film[];
}
