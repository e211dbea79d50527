import { useId } from "react";
import type { GenreRow } from "../../../contract/movies";
import { apiProblemOf } from "../../api/problem";
import { MovieRow, type RowState, type RowsProps } from "../../components/movie-row";
import { interpolate } from "../../i18n/format";
import { useBrand, useLanguage, useStrings } from "../../i18n/use-strings";
import { useImageBaseUrl } from "../../store/hooks";
import { browseErrorMessage } from "./error-message";
import { useGetGenreRowsQuery, useGetGenresQuery } from "./movies-api";
import { browseStrings } from "./strings";
import { useGenreAddress } from "./use-genre-address";

/** The 'Genres' control: a select of every genre the movie source knows, "All genres" first. */
export function GenreSelect() {
  const t = useStrings(browseStrings);
  const language = useLanguage();
  const { genre, setGenre } = useGenreAddress();
  const genres = useGetGenresQuery(language);
  const id = useId();
  return (
    <div className="flex items-center gap-3 px-[4vw]">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {t.genres}
      </label>
      <select
        id={id}
        value={genre}
        disabled={!genres.data}
        onChange={(event) => setGenre(event.target.value)}
        className="h-11 rounded-md bg-black/70 px-3 text-sm text-ink ring-1 ring-white/30 focus:ring-2 focus:ring-white/70 focus:outline-none md:h-9"
      >
        <option value="">{t.allGenres}</option>
        {genres.data?.map((g) => (
          <option key={g.id} value={g.id}>
            {g.name}
          </option>
        ))}
      </select>
    </div>
  );
}

const ROW_TITLES: Record<GenreRow, "genrePopular" | "genreAcclaimed" | "genreNewest"> = {
  popular: "genrePopular",
  acclaimed: "genreAcclaimed",
  newest: "genreNewest",
};

interface GenreRowsViewProps extends RowsProps {
  genre: string;
}

/** A genre's rows: popular, acclaimed and newest in it, each with its loading and error state. */
export function GenreRowsView({ genre, onOpenMovie, cardAction }: GenreRowsViewProps) {
  const t = useStrings(browseStrings);
  const language = useLanguage();
  const brand = useBrand();
  const imageBaseUrl = useImageBaseUrl();
  const rows = useGetGenreRowsQuery({ id: genre, language });
  const problem = rows.isError ? apiProblemOf(rows.error) : null;
  if (problem?.kind === "code" && problem.code === "not_found") {
    return (
      <p role="alert" className="px-[4vw] text-base text-ink">
        {t.genreNotFound}
      </p>
    );
  }
  const name = rows.data?.genre.name ?? "";
  return (
    <>
      {(["popular", "acclaimed", "newest"] as const).map((row) => {
        const title = interpolate(t[ROW_TITLES[row]], { genre: name });
        let state: RowState = { status: "loading" };
        if (problem) {
          const message = browseErrorMessage(problem, t, language, brand);
          state = { status: "error", message, onRetry: () => void rows.refetch() };
        } else if (rows.data) state = { status: "ready", movies: rows.data.rows[row], emptyText: t.nothingToFeature };
        return (
          <MovieRow
            key={row}
            title={title}
            state={state}
            imageBaseUrl={imageBaseUrl}
            onOpen={onOpenMovie}
            {...(cardAction && { cardAction })}
          />
        );
      })}
    </>
  );
}
