import type { Movie } from "../../contract/movies.js";
import type { ImportResult } from "../../contract/my-data.js";
import type { AppDeps } from "../deps.js";
import { titleKey } from "../movies/catalog/text.js";
import type { ImportFile, ImportRow } from "./import-file.js";

export type ImportDeps = Pick<AppDeps, "myList" | "taste" | "movies">;

/** Searches in flight at once while matching a file's films. */
const MATCHING_AT_ONCE = 8;

const sameTitle = (a: string, b: string) => titleKey(a) === titleKey(b);

/**
 * The source's film for a row: by its IMDb id first, when the row has one and the source knows IMDb
 * ids (TMDB); else by title (accents and case aside) and year, when it has one.
 */
async function match(deps: ImportDeps, row: ImportRow, signal?: AbortSignal): Promise<Movie | null> {
  if (row.imdbId && deps.movies.byImdbId) {
    const known = await deps.movies.byImdbId(row.imdbId, "EN", signal);
    if (known.ok && known.value) return known.value;
  }
  const found = await deps.movies.search(row.title, "EN", signal, row.year ?? undefined);
  if (!found.ok) return null;
  const titled = found.value.filter(
    (m) => sameTitle(m.title, row.title) || sameTitle(m.original_title ?? "", row.title),
  );
  if (row.year === null) return titled[0] ?? null;
  return titled.find((m) => m.release_date?.startsWith(String(row.year))) ?? null;
}

/**
 * Add an understood file's films to the account: a watchlist's to My List, a ratings file's rated
 * and marked seen. Each film is matched (`match`: IMDb id, then title and year) in this server's movie source; those
 * with no match (or refused: a full list) are answered as not found, in the file's order.
 */
export async function importFilms(
  deps: ImportDeps,
  userId: string,
  file: ImportFile,
  signal?: AbortSignal,
): Promise<ImportResult> {
  const source = deps.movies.kind;
  const matched: (Movie | null)[] = new Array(file.rows.length).fill(null);
  let next = 0;
  const worker = async () => {
    while (next < file.rows.length) {
      const at = next++;
      const row = file.rows[at];
      if (row) matched[at] = await match(deps, row, signal);
    }
  };
  await Promise.all(Array.from({ length: MATCHING_AT_ONCE }, worker));

  let imported = 0;
  const notFound: ImportResult["notFound"] = [];
  // Oldest first, so the file's first film ends newest in My List as it was there.
  for (let at = file.rows.length - 1; at >= 0; at--) {
    const row = file.rows[at] as ImportRow;
    const movie = matched[at];
    let done = false;
    if (movie && row.action.kind === "list") {
      done = (await deps.myList.add(userId, source, movie.id)).ok;
    } else if (movie && row.action.kind === "rate") {
      const change = {
        rating: row.action.rating,
        seen: true,
        title: movie.title,
        ...(movie.release_date && { release_date: movie.release_date }),
      };
      done = (await deps.taste.set(userId, source, movie.id, change)).ok;
    }
    if (done) imported++;
    else notFound.unshift({ title: row.title, year: row.year });
  }
  return { format: file.format, imported, notFound };
}
