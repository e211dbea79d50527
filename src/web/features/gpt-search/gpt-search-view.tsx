import { CircleAlert, RotateCw } from "lucide-react";
import { useRef } from "react";
import type { Movie } from "../../../contract/movies";
import { SUGGESTION_COUNT } from "../../../contract/suggestions";
import { apiProblemOf } from "../../components/api-error";
import { interpolateNodes } from "../../components/interpolate-nodes";
import { MovieRow, MovieRowSkeleton } from "../../components/movie-row";
import { coreStrings } from "../../i18n/core-strings";
import { useBrand, useLanguage, useStrings } from "../../i18n/use-strings";
import { useAppSelector } from "../../store/hooks";
import { gptErrorMessage } from "./error-message";
import { SearchForm } from "./search-form";
import { gptStrings } from "./strings";
import { useSuggestMoviesMutation } from "./suggestions-api";

interface GptSearchViewProps {
  onOpenMovie: (movie: Movie) => void;
}

const SKELETON_ROWS = Array.from({ length: SUGGESTION_COUNT }, (_, index) => index);
type Pending = { abort: () => void };

/** The AI search view: the search bar, then one poster row per suggested title. */
export function GptSearchView({ onOpenMovie }: GptSearchViewProps) {
  const t = useStrings(gptStrings);
  const language = useLanguage();
  const brand = useBrand();
  const [suggest, status] = useSuggestMoviesMutation();
  const pending = useRef<Pending | null>(null);
  const lastQuery = useRef<string | null>(null);

  /** Every submit runs: a newer query aborts the one still waiting (which then shows nothing). */
  const run = (query: string) => {
    pending.current?.abort();
    lastQuery.current = query;
    pending.current = suggest({ query, language });
  };
  const message = status.isError ? gptErrorMessage(apiProblemOf(status.error), t, language, brand) : null;

  return (
    <div className="relative min-h-dvh bg-[radial-gradient(ellipse_80%_45%_at_50%_0%,#20232c_0%,transparent_70%)] pt-28 pb-20 md:pt-36">
      <h1 className="mb-6 px-[4vw] text-center text-3xl font-extrabold tracking-tight md:text-5xl">{t.heading}</h1>
      <div className="px-[4vw]">
        <SearchForm busy={status.isLoading} onSearch={run} />
      </div>
      <div aria-live="polite" className="mt-10 flex flex-col gap-6 md:mt-14 md:gap-8">
        {status.isLoading ? (
          <>
            <p role="status" className="sr-only">
              {t.searching}
            </p>
            {SKELETON_ROWS.map((index) => (
              <MovieRowSkeleton key={index} />
            ))}
          </>
        ) : message ? (
          <SearchError message={message} onRetry={() => lastQuery.current && run(lastQuery.current)} />
        ) : (
          <Results searched={status.isSuccess} onOpenMovie={onOpenMovie} />
        )}
      </div>
    </div>
  );
}

function SearchError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const core = useStrings(coreStrings);
  return (
    <div className="mx-auto flex w-[min(720px,92vw)] flex-wrap items-center gap-x-4 gap-y-3 rounded-lg bg-surface px-5 py-4 ring-1 ring-danger/40">
      <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-danger" />
      <p role="alert" className="min-w-0 flex-1 text-base text-ink">
        {message}
      </p>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex h-11 items-center gap-2 rounded-md bg-ink px-4 text-sm font-semibold text-page transition-colors duration-150 hover:bg-ink/85"
      >
        <RotateCw aria-hidden="true" className="size-4" />
        {core.retry}
      </button>
    </div>
  );
}

function Results({ searched, onOpenMovie }: { searched: boolean; onOpenMovie: (movie: Movie) => void }) {
  const t = useStrings(gptStrings);
  const names = useAppSelector((state) => state.gpt.GPTmovieNames);
  const lists = useAppSelector((state) => state.gpt.GPTmovieList);
  const imageBaseUrl = useAppSelector((state) => state.config.server?.imageBaseUrl ?? "");
  if (names.length === 0) {
    return searched ? <p className="px-[4vw] text-center text-muted">{t.noSuggestions}</p> : null;
  }
  return names.map((name, index) => (
    <MovieRow
      // biome-ignore lint/suspicious/noArrayIndexKey: a model may suggest the same name twice.
      key={`${index}-${name}`}
      title={<bdi>{name}</bdi>}
      state={{
        status: "ready",
        movies: lists[index] ?? [],
        emptyText: interpolateNodes(t.noMatch, { name: <bdi className="font-semibold text-ink">{name}</bdi> }),
      }}
      imageBaseUrl={imageBaseUrl}
      onOpen={onOpenMovie}
      eagerCount={index === 0 ? 8 : 0}
    />
  ));
}
