import { ART_BASE_PATH } from "../../contract/site-endpoints.js";
import type { Film } from "./catalog/film.js";

/** Where the art routes are mounted (the endpoint table's): the art paths below are relative to it. */
export const ART_BASE_URL = ART_BASE_PATH;

/**
 * Whether a film's poster is drawn: every film with a poster, and one without whose genre the
 * catalogue knows (the art's scene and colours come from it, the text from the title, year and
 * director), so "Poster unavailable" is left for films the catalogue knows almost nothing about.
 */
export const drawsPoster = (film: Film): boolean => film.hasPoster || film.genre !== null;

export const posterPathOf = (film: Film): string | null => (drawsPoster(film) ? `/p/${film.id}.svg` : null);
export const backdropPathOf = (film: Film): string => `/b/${film.id}.svg`;

/** What the art routes need of the catalogue: a film by id, and the films for the sign-in poster wall. */
export interface ArtCatalog {
  byId(id: number): Film | undefined;
  /** The `count` best-known films that have a poster, best known first. */
  mosaic(count: number): readonly Film[];
}
