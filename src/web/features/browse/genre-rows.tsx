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
import { isGenreId, useGenreAddress } from "./use-genre-address";

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
        {/* An address naming no genre shows so here too, rather than "All genres". */}
        {genre !== "" && genres.data && !genres.data.some((g) => g.id === genre) && (
          <option value={genre} disabled>
            {t.unknownGenre}
          </option>
        )}
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
  const { setGenre } = useGenreAddress();
  const wellFormed = isGenreId(genre);
  const rows = useGetGenreRowsQuery({ id: genre, language }, { skip: !wellFormed });
  const problem = rows.isError ? apiProblemOf(rows.error) : null;
  if (!wellFormed || (problem?.kind === "code" && problem.code === "not_found")) {
    return (
      <div className="flex flex-wrap items-center gap-4 px-[4vw]">
        <p role="alert" className="text-base text-ink">
          {t.genreNotFound}
        </p>
        <button
          type="button"
          onClick={() => setGenre("")}
          className="inline-flex h-11 items-center rounded-md bg-ink px-5 text-sm font-semibold text-page hover:bg-ink/85"
        >
          {t.showAllGenres}
        </button>
      </div>
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
