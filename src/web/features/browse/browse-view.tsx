import type { ListKind, Movie } from "../../../contract/movies";
import { apiProblemOf } from "../../components/api-error";
import { MovieRow, type RowState } from "../../components/movie-row";
import { coreStrings } from "../../i18n/core-strings";
import { interpolate } from "../../i18n/format";
import { useBrand, useLanguage, useStrings } from "../../i18n/use-strings";
import { useAppSelector } from "../../store/hooks";
import { browseErrorMessage } from "./error-message";
import { Featured } from "./featured";
import { useGetMovieListQuery } from "./movies-api";
import { browseStrings } from "./strings";

/** Spec §2: four rows in this order; `moviesCategoryName` holds their titles in the same order. */
const ROWS = [
  { kind: "now-playing", titleIndex: 0 },
  { kind: "popular", titleIndex: 1 },
  { kind: "upcoming", titleIndex: 2 },
  { kind: "top-rated", titleIndex: 3 },
] as const satisfies readonly { kind: ListKind; titleIndex: 0 | 1 | 2 | 3 }[];

/** Cards in the first row that are on the first screen at any width: load them at once. */
const FIRST_SCREEN_CARDS = 10;

interface BrowseViewProps {
  onOpenMovie: (movie: Movie) => void;
}

/** The browse view: the featured block, then the four rows overlapping its lower edge. */
export function BrowseView({ onOpenMovie }: BrowseViewProps) {
  const t = useStrings(browseStrings);
  const core = useStrings(coreStrings);
  return (
    <>
      <h1 className="sr-only">{t.heading}</h1>
      <Featured onMoreInfo={onOpenMovie} />
      <div className="relative z-10 -mt-12 flex flex-col gap-6 pb-20 md:-mt-[5vw] md:gap-8">
        {ROWS.map((row, index) => (
          <ListRow
            key={row.kind}
            kind={row.kind}
            title={core.moviesCategoryName[row.titleIndex]}
            eagerCount={index === 0 ? FIRST_SCREEN_CARDS : 0}
            onOpenMovie={onOpenMovie}
          />
        ))}
      </div>
    </>
  );
}

interface ListRowProps {
  kind: ListKind;
  title: string;
  eagerCount: number;
  onOpenMovie: (movie: Movie) => void;
}

function ListRow({ kind, title, eagerCount, onOpenMovie }: ListRowProps) {
  const t = useStrings(browseStrings);
  const language = useLanguage();
  const brand = useBrand();
  const imageBaseUrl = useAppSelector((state) => state.config.server?.imageBaseUrl ?? "");
  const list = useGetMovieListQuery({ kind, language });
  let state: RowState = { status: "loading" };
  if (list.isError) {
    const fallback = interpolate(t.rowError, { row: title });
    const message = browseErrorMessage(apiProblemOf(list.error), t, language, brand, fallback);
    state = { status: "error", message, onRetry: () => void list.refetch() };
  } else if (list.data) state = { status: "ready", movies: list.data, emptyText: t.nothingToFeature };
  return (
    <MovieRow title={title} state={state} imageBaseUrl={imageBaseUrl} onOpen={onOpenMovie} eagerCount={eagerCount} />
  );
}
