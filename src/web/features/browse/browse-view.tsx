import { lazy, type ReactNode, Suspense } from "react";
import type { LanguageId } from "../../../contract/language";
import type { ListKind, Movie } from "../../../contract/movies";
import { apiProblemOf } from "../../api/problem";
import { MovieRow, type RowState, type RowsProps } from "../../components/movie-row";
import { Spinner } from "../../components/spinner";
import { coreStrings } from "../../i18n/core-strings";
import { usePageTitle } from "../../i18n/document-title";
import { formatYear, interpolate } from "../../i18n/format";
import { useBrand, useLanguage, useStrings } from "../../i18n/use-strings";
import { useAppSelector, useImageBaseUrl } from "../../store/hooks";
import { browseErrorMessage } from "./error-message";
import { Featured } from "./featured";
import { GenreSelect } from "./genre-select";
import { useGetGenresQuery, useGetMovieListQuery } from "./movies-api";
import { browseStrings } from "./strings";
import { useGenreAddress } from "./use-genre-address";

/** Spec §2: four rows in this order; `moviesCategoryName` holds their titles in the same order. */
const ROWS = [
  { kind: "now-playing", titleIndex: 0 },
  { kind: "popular", titleIndex: 1 },
  { kind: "upcoming", titleIndex: 2 },
  { kind: "top-rated", titleIndex: 3 },
] as const satisfies readonly { kind: ListKind; titleIndex: 0 | 1 | 2 | 3 }[];

/*
 * A genre's rows, with their sort and filter bar, load when a genre is first chosen: the first
 * screen of /browse shows the lists, so its first load stays within its budget.
 */
const GenreRowsView = lazy(async () => ({ default: (await import("./genre-rows")).GenreRowsView }));

/** Cards in the first row that are on the first screen at any width: load them at once. */
const FIRST_SCREEN_CARDS = 10;

interface BrowseViewProps extends RowsProps {
  /** A row shown above the four lists (My List), when it has anything to show. */
  leadingRow?: ReactNode;
}

/** The browse view: the featured block, then the rows overlapping its lower edge. */
export function BrowseView({ leadingRow, ...rowProps }: BrowseViewProps) {
  const t = useStrings(browseStrings);
  const core = useStrings(coreStrings);
  const { genre } = useGenreAddress();
  const language = useLanguage();
  const genres = useGetGenresQuery(language).data;
  const genreName = genres ? (genres.find((g) => g.id === genre)?.name ?? t.unknownGenre) : t.genres;
  usePageTitle(genre === "" ? core.home : genreName);
  return (
    <>
      <h1 className="sr-only">{t.heading}</h1>
      <Featured onMoreInfo={rowProps.onOpenMovie} />
      <div className="relative z-10 -mt-12 flex flex-col gap-6 pb-20 md:-mt-[5vw] md:gap-8">
        <GenreSelect />
        {genre !== "" && (
          <Suspense fallback={<Spinner label={core.loading} className="mx-auto size-8" />}>
            <GenreRowsView genre={genre} {...rowProps} />
          </Suspense>
        )}
        {genre === "" && leadingRow}
        {genre === "" &&
          ROWS.map((row, index) => (
            <ListRow
              key={row.kind}
              kind={row.kind}
              title={core.moviesCategoryName[row.titleIndex]}
              eagerCount={index === 0 ? FIRST_SCREEN_CARDS : 0}
              {...rowProps}
            />
          ))}
      </div>
    </>
  );
}

interface ListRowProps extends RowsProps {
  kind: ListKind;
  title: string;
  eagerCount: number;
}

/**
 * The embedded catalogue ends in 2011, so its "Upcoming" and "Now Playing" are relative to its own
 * latest date (the server's catalog.ts): the rows say so rather than pass 2010 films off as new.
 */
function catalogNote(
  kind: ListKind,
  movies: readonly Movie[],
  t: (typeof browseStrings)[LanguageId],
  language: LanguageId,
): string | undefined {
  if (kind === "now-playing") return t.catalogNowPlaying;
  if (kind !== "upcoming") return undefined;
  const newest = movies.reduce((latest, movie) => {
    const date = movie.release_date ?? "";
    return date > latest ? date : latest;
  }, "");
  const year = formatYear(language, newest);
  return year ? interpolate(t.catalogUpcoming, { year }) : undefined;
}

function ListRow({ kind, title, eagerCount, ...rowProps }: ListRowProps) {
  const t = useStrings(browseStrings);
  const language = useLanguage();
  const brand = useBrand();
  const imageBaseUrl = useImageBaseUrl();
  const embedded = useAppSelector((state) => state.config.server?.providers.movies === "catalog");
  const list = useGetMovieListQuery({ kind, language });
  let state: RowState = { status: "loading" };
  if (list.isError) {
    const fallback = interpolate(t.rowError, { row: title });
    const message = browseErrorMessage(apiProblemOf(list.error), t, language, brand, fallback);
    state = { status: "error", message, onRetry: () => void list.refetch() };
  } else if (list.data) state = { status: "ready", movies: list.data, emptyText: t.nothingToFeature };
  const note = embedded && list.data ? catalogNote(kind, list.data, t, language) : undefined;
  return (
    <MovieRow
      title={title}
      {...(note && { note })}
      state={state}
      imageBaseUrl={imageBaseUrl}
      eagerCount={eagerCount}
      {...rowProps}
    />
  );
}
