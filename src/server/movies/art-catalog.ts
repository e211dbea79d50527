import { ART_BASE_PATH } from "../../contract/site-endpoints.js";
import type { Film } from "./catalog/film.js";

/** Where the art routes are mounted (the endpoint table's): the art paths below are relative to it. */
export const ART_BASE_URL = ART_BASE_PATH;

/**
 * Whether a film's poster is drawn: every film whose title has a letter or digit to set. The
 * picture needs nothing else (its scene and colours follow the genre, or a pick seeded by the id
 * when the genre is unknown; director and year are set when known), so a film without a poster
 * (`hasPoster: false`, the catalogue's stand-in for TMDB's missing ones) gets one drawn, and
 * "Poster unavailable" is left for a film with nothing to write on it.
 */
export const drawsPoster = (film: Film): boolean => /[\p{L}\p{N}]/u.test(film.title);

export const posterPathOf = (film: Film): string | null => (drawsPoster(film) ? `/p/${film.id}.svg` : null);
export const backdropPathOf = (film: Film): string => `/b/${film.id}.svg`;

/** What the art routes need of the catalogue: a film by id, and the films for the sign-in poster wall. */
export interface ArtCatalog {
  byId(id: number): Film | undefined;
  /** The `count` best-known films that have a poster, best known first. */
  mosaic(count: number): readonly Film[];
}
