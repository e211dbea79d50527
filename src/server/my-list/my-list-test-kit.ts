import { Catalog } from "../movies/catalog/catalog.js";

let ids: number[] | undefined;

/**
 * The ids of the embedded catalogue's films, in the catalogue's order: what `PUT /api/my-list/:id`
 * accepts on a server without TMDB (My List keeps only films its movie source knows).
 */
export function catalogFilmIds(): readonly number[] {
  ids ??= Catalog.load().films.map((film) => film.id);
  return ids;
}

/** The id of the catalogue's `n`th film (from 1), for tests that number their films. */
export function catalogFilmId(n: number): number {
  const id = catalogFilmIds()[n - 1];
  if (id === undefined) throw new Error(`the catalogue has no film number ${n}`);
  return id;
}
