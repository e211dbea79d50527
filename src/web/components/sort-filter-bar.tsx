import { useSearchParams } from "wouter";
import type { Movie } from "../../contract/movies";
import { formatDigits, formatLocale, interpolate, plural } from "../i18n/format";
import { useLanguage, useStrings } from "../i18n/use-strings";
import { LabelledSelect } from "./labelled-select";
import { NoticeWithAction } from "./notice-with-action";
import {
  knowsRuntimes,
  LENGTHS,
  MIN_RATINGS,
  type MinRating,
  SORTS,
  type SortFilter,
  sortFilterOf,
  unknownLengthCount,
  withoutFilters,
  withSortFilter,
} from "./sort-filter";
import { sortFilterStrings } from "./sort-filter-strings";

/** Decades offered, newest first; one the address names outside them is offered too. */
const DECADES = [2020, 2010, 2000, 1990, 1980, 1970, 1960, 1950, 1940, 1930, 1920];

/** The sort and filters in the address (`?sort=…&decade=…&rating=…&length=…`), and how to change them. */
export function useSortFilterAddress() {
  const [params, setParams] = useSearchParams();
  const choice = sortFilterOf(params);
  return {
    choice,
    setChoice: (next: SortFilter) => setParams((prev) => withSortFilter(prev, next), { replace: true }),
  };
}

/**
 * 'Sort by', decade, audience-rating and length selects: plain selects, so the keyboard and screen
 * readers know them. `films` are the films before filtering (none while loading): Length is offered
 * when their source knows runtimes (or the address already names a length), and the bar says how
 * many films a chosen length keeps out only because their length is unknown.
 */
export function SortFilterBar({ className = "", films = [] }: { className?: string; films?: readonly Movie[] }) {
  const t = useStrings(sortFilterStrings);
  const language = useLanguage();
  const locale = formatLocale(language);
  const { choice, setChoice } = useSortFilterAddress();
  const unknown = unknownLengthCount(films, choice);
  /** Options that say their value, in the page's digits, through `template`'s `{name}`. */
  const numbered = (values: readonly (string | number)[], template: string, name: string) =>
    values.map((value): [string | number, string] => [
      value,
      interpolate(template, { [name]: formatDigits(locale, String(value)) }),
    ]);
  const decades = choice.decade === null || DECADES.includes(choice.decade) ? DECADES : [choice.decade, ...DECADES];
  return (
    <fieldset className={`flex flex-wrap items-center gap-x-5 gap-y-2 ${className}`}>
      <legend className="sr-only">{t.controls}</legend>
      <LabelledSelect
        label={t.sortBy}
        value={choice.sort}
        options={SORTS.map((sort) => [sort, t[sort]])}
        onPick={(value) => setChoice({ ...choice, sort: SORTS.find((s) => s === value) ?? "popularity" })}
      />
      <LabelledSelect
        label={t.decade}
        value={choice.decade ?? ""}
        any={t.anyDecade}
        options={numbered(decades, t.decadeName, "decade")}
        onPick={(value) => setChoice({ ...choice, decade: value === "" ? null : Number(value) })}
      />
      <LabelledSelect
        label={t.minRating}
        value={choice.minRating ?? ""}
        any={t.anyRating}
        options={numbered(MIN_RATINGS, t.ratedAtLeast, "rating")}
        onPick={(value) =>
          setChoice({ ...choice, minRating: MIN_RATINGS.find((r): r is MinRating => r === value) ?? null })
        }
      />
      {(knowsRuntimes(films) || choice.length !== null) && (
        <LabelledSelect
          label={t.length}
          value={choice.length ?? ""}
          any={t.anyLength}
          options={LENGTHS.map((length) => [length, t[length]])}
          onPick={(value) => setChoice({ ...choice, length: LENGTHS.find((l) => l === value) ?? null })}
        />
      )}
      {unknown > 0 && (
        <p role="status" className="text-sm text-muted">
          {plural(language, t.unknownLength, unknown)}
        </p>
      )}
    </fieldset>
  );
}

/** The empty state when loaded films exist but none pass the filters, with a way to clear them. */
export function NoFilterMatch() {
  const t = useStrings(sortFilterStrings);
  const { choice, setChoice } = useSortFilterAddress();
  return (
    <NoticeWithAction
      text={t.noMatch}
      role="status"
      actionLabel={t.clear}
      onAction={() => setChoice(withoutFilters(choice))}
    />
  );
}
