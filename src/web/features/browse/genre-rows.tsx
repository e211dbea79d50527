import { GENRE_ROWS, type GenreRow, type Movie } from "../../../contract/movies";
import { apiProblemOf } from "../../api/problem";
import { interpolateNodes } from "../../components/interpolate-nodes";
import { MovieRow, type RowState, type RowsProps } from "../../components/movie-row";
import { NoticeWithAction } from "../../components/notice-with-action";
import { applySortFilter, isSortedOrFiltered } from "../../components/sort-filter";
import { NoFilterMatch, SortFilterBar, useSortFilterAddress } from "../../components/sort-filter-bar";
import { sortFilterStrings } from "../../components/sort-filter-strings";
import { interpolate } from "../../i18n/format";
import { useBrand, useLanguage, useStrings } from "../../i18n/use-strings";
import { useImageBaseUrl } from "../../store/hooks";
import { browseErrorMessage } from "./error-message";
import { useGetGenreRowsQuery } from "./movies-api";
import { browseStrings } from "./strings";
import { isGenreId, useGenreAddress } from "./use-genre-address";

const ROW_TITLES: Record<GenreRow, "genrePopular" | "genreAcclaimed" | "genreNewest"> = {
  popular: "genrePopular",
  acclaimed: "genreAcclaimed",
  newest: "genreNewest",
};

/** A genre's films once, whichever of its rows they are in, in row order (sorting starts from the popular). */
function filmsOfRows(rows: Record<GenreRow, Movie[]>): Movie[] {
  const seen = new Set<number>();
  return GENRE_ROWS.flatMap((row) => rows[row]).filter((movie) => !seen.has(movie.id) && seen.add(movie.id));
}

interface GenreRowsViewProps extends RowsProps {
  genre: string;
}

/** A genre's rows: popular, acclaimed and newest in it, each with its loading and error state. */
export function GenreRowsView({ genre, ...rowProps }: GenreRowsViewProps) {
  const t = useStrings(browseStrings);
  const language = useLanguage();
  const brand = useBrand();
  const imageBaseUrl = useImageBaseUrl();
  const sf = useStrings(sortFilterStrings);
  const { choice } = useSortFilterAddress();
  const { setGenre } = useGenreAddress();
  const wellFormed = isGenreId(genre);
  const rows = useGetGenreRowsQuery({ id: genre, language }, { skip: !wellFormed });
  const problem = rows.isError ? apiProblemOf(rows.error) : null;
  if (!wellFormed || (problem?.kind === "code" && problem.code === "not_found")) {
    return (
      <NoticeWithAction
        className="px-[4vw]"
        // The id as the address has it, isolated (a Latin id inside Arabic keeps its quotes around it).
        text={interpolateNodes(t.genreNotFound, { genre: <bdi className="break-all">{genre}</bdi> })}
        role="alert"
        actionLabel={t.showAllGenres}
        onAction={() => setGenre("")}
      />
    );
  }
  const name = rows.data?.genre.name ?? "";
  const all = rows.data ? filmsOfRows(rows.data.rows) : [];
  const bar = <SortFilterBar className="px-[4vw]" films={all} />;
  if (isSortedOrFiltered(choice) && rows.data) {
    const films = applySortFilter(all, choice);
    return (
      <>
        {bar}
        {films.length === 0 ? (
          <div className="px-[4vw]">
            <NoFilterMatch />
          </div>
        ) : (
          <MovieRow
            title={interpolate(sf.sortedFilms, { genre: name })}
            state={{ status: "ready", movies: films }}
            imageBaseUrl={imageBaseUrl}
            {...rowProps}
          />
        )}
      </>
    );
  }
  return (
    <>
      {bar}
      {(["popular", "acclaimed", "newest"] as const).map((row) => {
        const title = interpolate(t[ROW_TITLES[row]], { genre: name });
        let state: RowState = { status: "loading" };
        if (problem) {
          const message = browseErrorMessage(problem, t, language, brand);
          state = { status: "error", message, onRetry: () => void rows.refetch() };
        } else if (rows.data) state = { status: "ready", movies: rows.data.rows[row], emptyText: t.nothingToFeature };
        return <MovieRow key={row} title={title} state={state} imageBaseUrl={imageBaseUrl} {...rowProps} />;
      })}
    </>
  );
}
