import { useEffect, useMemo, useRef } from "react";
import type { Facet } from "../../../contract/facets";
import { SUGGESTION_COUNT } from "../../../contract/suggestions";
import { apiProblemOf } from "../../api/problem";
import { CircleAlert } from "../../components/inline-icons";
import { interpolateNodes } from "../../components/interpolate-nodes";
import { MovieRow, MovieRowSkeleton, type RowsProps } from "../../components/movie-row";
import { RetryButton } from "../../components/retry-button";
import { usePageTitle } from "../../i18n/document-title";
import { formatDigits, formatLocale } from "../../i18n/format";
import { useBrand, useLanguage, useStrings } from "../../i18n/use-strings";
import { useAppDispatch, useAppSelector, useImageBaseUrl } from "../../store/hooks";
import { searchKey, searchOf } from "./addressed-search";
import { gptErrorMessage } from "./error-message";
import { gptQueryChanged, selectGpt } from "./gpt-slice";
import { NotUnderstood } from "./not-understood";
import { SearchForm } from "./search-form";
import { gptStrings } from "./strings";
import { type SuggestArgs, useSuggestMoviesMutation } from "./suggestions-api";
import { UnderstoodChips } from "./understood-chips";
import { understoodStrings } from "./understood-strings";
import { reasonText } from "./understood-text";
import { type AddressedSearch, useGptAddress } from "./use-gpt-address";

type Pending = { abort: () => void };

/**
 * The AI search view: the search bar, then one poster row per suggested title. Rows appear as the
 * answer streams (a heading first, its posters when its search returns) and never move; an error
 * after some rows keeps them and shows the message with Retry below. The query in the address
 * (`?q=`) runs on arrival, so a pasted link reproduces the search.
 */
export function GptSearchView(rowProps: RowsProps) {
  const t = useStrings(gptStrings);
  const language = useLanguage();
  const brand = useBrand();
  const dispatch = useAppDispatch();
  const address = useGptAddress();
  const [suggest, status] = useSuggestMoviesMutation();
  const pending = useRef<Pending | null>(null);
  const lastRequest = useRef<Omit<SuggestArgs, "language"> | null>(null);
  const gpt = useAppSelector(selectGpt);
  usePageTitle(t.tabTitle);

  /** Every submit runs: a newer query aborts the one still streaming (and the model call behind it). */
  const send = (request: Omit<SuggestArgs, "language">) => {
    pending.current?.abort();
    lastRequest.current = request;
    pending.current = suggest({ ...request, language });
  };
  /** A search sent and kept in the address (so reload and Back agree). */
  const runSearch = (search: AddressedSearch) => {
    send(search);
    address.setSearch(search);
  };
  const runQuery = (query: string, previous: string | undefined) =>
    runSearch(previous ? { query, previous } : { query });
  /** A typed query: while results are shown, it is sent with theirs to refine ("older" after "comedies from the 90s"). */
  const submit = (query: string) => {
    // Shown as soon as any of its answer is: its chips, or a row's name (a model sends no chips).
    const answered = gpt.understood.length > 0 || gpt.GPTmovieNames.length > 0;
    const shown = answered ? lastRequest.current?.query : undefined;
    runQuery(query, shown && shown !== query ? shown : undefined);
  };
  /** An example offered when nothing was understood: it runs as a new search. */
  const runExample = (query: string) => {
    dispatch(gptQueryChanged(query));
    runQuery(query, undefined);
  };
  /** The refining chip's remove: the current query alone (chips removed from it stay removed). */
  const stopRefining = () => {
    const last = lastRequest.current;
    if (last) runSearch({ query: last.query, ...(last.without && { without: last.without }) });
  };
  /** A chip's Remove: the same search again without that facet. */
  const removeFacet = (facet: Facet) => {
    const last = lastRequest.current;
    if (last) runSearch({ ...last, without: [...(last.without ?? []), facet] });
  };

  // A search arriving in the address (a pasted link, reload, Back/Forward) runs, with the query it
  // refines and the chips removed, unless its rows are already shown.
  const fromAddress = useMemo(
    () => searchOf(address.query, address.after, address.without),
    [address.query, address.after, address.without],
  );
  const shownQuery = gpt.GPTmovieNames.length > 0 || gpt.fallback ? gpt.query.trim() : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the address's search changes, not on every render.
  useEffect(() => {
    if (!fromAddress) return;
    const last = lastRequest.current;
    if (last && searchKey(last) === searchKey(fromAddress)) return;
    if (!last && fromAddress.query === shownQuery) {
      lastRequest.current = fromAddress;
      return;
    }
    dispatch(gptQueryChanged(fromAddress.query));
    send(fromAddress);
  }, [fromAddress]);

  const message = status.isError ? gptErrorMessage(apiProblemOf(status.error), t, language, brand) : null;
  const waiting = status.isLoading ? SUGGESTION_COUNT - gpt.GPTmovieNames.length : 0;

  return (
    <div className="relative min-h-dvh bg-[radial-gradient(ellipse_80%_45%_at_50%_0%,#20232c_0%,transparent_70%)] pt-28 pb-20 md:pt-36">
      <h1 className="mb-6 px-[4vw] text-center text-3xl font-extrabold tracking-tight md:text-5xl">{t.heading}</h1>
      <div className="px-[4vw]">
        <SearchForm busy={status.isLoading} onSearch={submit} />
      </div>
      <div className="mt-6 px-[4vw] md:mt-8">
        {gpt.fallback ? (
          <NotUnderstood words={gpt.unknown.join(" ") || gpt.query} onExample={runExample} />
        ) : (
          <UnderstoodChips
            chips={gpt.understood}
            unknown={gpt.unknown}
            refining={gpt.refining}
            onRemove={removeFacet}
            onStopRefining={stopRefining}
          />
        )}
      </div>
      <div className="mt-8 flex flex-col gap-6 md:mt-10 md:gap-8">
        {status.isLoading && (
          <p role="status" className="sr-only">
            {t.searching}
          </p>
        )}
        <Rows {...rowProps} />
        {Array.from({ length: waiting }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart.
          <MovieRowSkeleton key={index} />
        ))}
        {message ? (
          <SearchError message={message} onRetry={() => lastRequest.current && send(lastRequest.current)} />
        ) : (
          status.isSuccess &&
          !gpt.fallback &&
          gpt.GPTmovieNames.length === 0 && <p className="px-[4vw] text-center text-muted">{t.noSuggestions}</p>
        )}
      </div>
    </div>
  );
}

function SearchError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="mx-auto flex w-[min(720px,92vw)] flex-wrap items-center gap-x-4 gap-y-3 rounded-lg bg-surface px-5 py-4 ring-1 ring-danger/40">
      <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-danger" />
      <p role="alert" className="min-w-0 flex-1 text-base text-ink">
        {message}
      </p>
      <RetryButton onClick={onRetry} />
    </div>
  );
}

/** One row per name received so far: its heading at once, skeleton posters until its search returns. */
function Rows(rowProps: RowsProps) {
  const t = useStrings(gptStrings);
  const u = useStrings(understoodStrings);
  const locale = formatLocale(useLanguage());
  const {
    GPTmovieNames: names,
    GPTmovieYears: years,
    GPTmovieList: lists,
    GPTmovieReasons: reasons,
  } = useAppSelector(selectGpt);
  const imageBaseUrl = useImageBaseUrl();
  return names.map((name, index) => {
    const movies = lists[index];
    const year = years[index];
    const reason = reasons[index];
    return (
      <MovieRow
        // biome-ignore lint/suspicious/noArrayIndexKey: rows only ever append, and a model may suggest a name twice.
        key={`${index}-${name}`}
        title={
          <>
            <bdi>{name}</bdi>
            {year != null && (
              <>
                {" "}
                <span className="ms-1 text-base font-normal text-muted">{formatDigits(locale, String(year))}</span>
              </>
            )}
          </>
        }
        subtitle={reason && reason.length > 0 ? <bdi>{reasonText(reason, u, locale)}</bdi> : undefined}
        state={
          movies
            ? {
                status: "ready",
                movies,
                emptyText: interpolateNodes(t.noMatch, { name: <bdi className="font-semibold text-ink">{name}</bdi> }),
              }
            : { status: "loading" }
        }
        imageBaseUrl={imageBaseUrl}
        eagerCount={index === 0 ? 8 : 0}
        {...rowProps}
      />
    );
  });
}
