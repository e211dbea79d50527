import type { User } from "../../contract/auth.js";
import { err, ok, type Result } from "../../contract/errors.js";
import type { ExportAnswer } from "../../contract/my-data.js";
import type { AppDeps } from "../deps.js";
import type { SourceError } from "../movies/movie-source.js";
import { filmsOf } from "../my-list/listed-films.js";
import { csvLine } from "./csv-text.js";

export type ExportDeps = Pick<AppDeps, "myList" | "taste" | "settings" | "movies">;

/**
 * Everything the server keeps for the account, from this server's movie source: the account, My
 * List, ratings, films marked 'Seen it', settings; and My List as CSV with the columns Letterboxd's
 * importer reads (`tmdbID` filled in TMDB mode only: catalogue ids are ours). My List's films are
 * described by the movie source (the list keeps ids), so the export fails while it is unavailable.
 */
export async function exportData(deps: ExportDeps, user: User): Promise<Result<ExportAnswer, SourceError>> {
  const source = deps.movies.kind;
  const [ids, taste, language] = await Promise.all([
    deps.myList.list(user.uid, source),
    deps.taste.films(user.uid, source),
    deps.settings.language(user.uid),
  ]);
  const listed = await filmsOf(ids, deps.movies, language ?? "EN");
  if (!listed.ok) return err(listed.error);
  const myList = listed.value;
  const ref = ({ id, title, release_date }: { id: number; title: string; release_date: string | null }) => ({
    id,
    title,
    release_date,
  });
  const ratings = taste.flatMap((f) => (f.rating ? [{ ...ref(f), rating: f.rating }] : []));
  const rows = myList.map((m) => csvLine([m.title, m.release_date?.slice(0, 4) ?? "", source === "tmdb" ? m.id : ""]));
  return ok({
    data: {
      exportedAt: new Date().toISOString(),
      source,
      account: { id: user.uid, email: user.email, name: user.displayName },
      myList,
      ratings,
      seen: taste.filter((f) => f.seen).map(ref),
      settings: { language },
    },
    myListCsv: `${[csvLine(["Title", "Year", "tmdbID"]), ...rows].join("\r\n")}\r\n`,
  });
}
