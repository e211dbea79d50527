import { err, ok, type Result } from "../../contract/errors.js";
import type { LanguageId } from "../../contract/language.js";
import type { Movie } from "../../contract/movies.js";
import type { MovieSource, SourceError } from "../movies/movie-source.js";

/** Look-ups asked of the movie source at once for one list (TMDB's are cached, the catalogue's instant). */
const LOOKUPS_AT_ONCE = 8;

/**
 * The films of a list of ids, as the movie source describes them now, in the order of the ids. An
 * id the source no longer knows is left out (the list keeps it); any other failure fails the whole
 * (`upstream_unavailable`), so a list is never shown with films silently missing.
 */
export async function filmsOf(
  ids: readonly number[],
  movies: MovieSource,
  language: LanguageId,
): Promise<Result<Movie[], SourceError>> {
  const found: (Movie | undefined)[] = [];
  let failure: SourceError | undefined;
  let next = 0;
  const worker = async () => {
    while (next < ids.length && !failure) {
      const at = next++;
      const film = await movies.movie(ids[at] as number, language);
      if (film.ok) found[at] = film.value;
      else if (film.error.code !== "not_found") failure = film.error;
    }
  };
  await Promise.all(Array.from({ length: Math.min(LOOKUPS_AT_ONCE, ids.length) }, worker));
  if (failure) return err(failure);
  return ok(found.filter((film): film is Movie => film !== undefined));
}
