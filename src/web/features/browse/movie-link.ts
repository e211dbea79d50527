import { movieIdOf } from "../../../contract/movies";

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
