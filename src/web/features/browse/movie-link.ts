import { type Movie, movieIdOf } from "../../../contract/movies";

/** The query parameter that names the film whose More Info is open: `/browse?movie=12`. */
export const MOVIE_PARAM = "movie";

/** The address of a film's More Info, to share. */
export function movieLinkOf(id: number): string {
  return `${window.location.origin}/browse?${MOVIE_PARAM}=${id}`;
}

/** The film id in a query string, when it is a valid one; anything else opens nothing. */
export function movieIdIn(search: string): number | null {
  return movieIdOf(new URLSearchParams(search).get(MOVIE_PARAM));
}

/** The same query string with the film set (or, with `null`, removed): other parameters are kept. */
export function withMovie(search: string, id: number | null): string {
  const params = new URLSearchParams(search);
  if (id === null) params.delete(MOVIE_PARAM);
  else params.set(MOVIE_PARAM, String(id));
  const query = params.toString();
  return query ? `?${query}` : "";
}

function isMovie(value: unknown): value is Movie {
  const m = value as Partial<Movie> | null;
  return typeof m === "object" && m !== null && typeof m.id === "number" && typeof m.title === "string";
}

/** A film that a list already loaded on this page holds (rows, My List), so a link needs no request. */
export function cachedMovie(state: unknown, id: number): Movie | undefined {
  const queries = (state as { api?: { queries?: Record<string, { data?: unknown } | undefined> } }).api?.queries;
  for (const entry of Object.values(queries ?? {})) {
    const data = entry?.data;
    if (!Array.isArray(data)) continue;
    const found = data.find((m: unknown) => isMovie(m) && m.id === id);
    if (found) return found as Movie;
  }
  return undefined;
}
