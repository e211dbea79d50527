import { LANGUAGES, type LanguageId } from "../../../contract/language.js";
import { isOwnKey } from "../../keys.js";
import type { Film } from "../catalog/film.js";
import { OVERVIEW_PHRASES, type OverviewPhrases, SPANISH_GENRE_GENDER } from "./phrases.js";

/**
 * A movie overview written from the catalogue's facts, in the UI language, e.g.
 * "A 1994 drama directed by Quentin Tarantino, rated 8.9 on IMDb and 94% on Rotten Tomatoes. …".
 * Unknown facts are left out; numbers use the language's own `Intl.NumberFormat`.
 */

/** MPAA ratings that say something (not "Not Rated" or "Open"). */
const MPAA = new Set(["G", "PG", "PG-13", "R", "NC-17"]);

interface Numbers {
  year(n: number): string;
  rating(n: number): string;
  percent(n: number): string;
  minutes(n: number): string;
  /** "107.9 million" (a number and scale word), or a whole number under a million. */
  money(n: number): string;
}

const FORMATS = new Map<LanguageId, Numbers>();
function numbersFor(language: LanguageId): Numbers {
  const cached = FORMATS.get(language);
  if (cached) return cached;
  const locale = LANGUAGES[language].tmdbLocale;
  const year = new Intl.NumberFormat(locale, { useGrouping: false });
  const rating = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(locale, { style: "percent" });
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const compact = new Intl.NumberFormat(locale, {
    notation: "compact",
    compactDisplay: "long",
    maximumFractionDigits: 1,
  });
  const numbers: Numbers = {
    year: (n) => year.format(n),
    rating: (n) => rating.format(n),
    percent: (n) => percent.format(n / 100),
    minutes: (n) => whole.format(n),
    money: (n) => (n >= 1_000_000 ? compact.format(n) : whole.format(n)),
  };
  FORMATS.set(language, numbers);
  return numbers;
}

/** The entry for `key`, when the table has one. */
function entry<K extends string>(table: Readonly<Record<K, string>>, key: string | null): string | undefined {
  return key !== null && isOwnKey(table, key) ? table[key] : undefined;
}

/** The template with each `{name}` replaced by its value. */
function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "");
}

/** Each word of the template filled in; a placeholder with nothing to say is left out with its space. */
function fillWords(template: string, values: Readonly<Record<string, string>>): string {
  return template
    .split(" ")
    .map((word) => fill(word, values))
    .filter(Boolean)
    .join(" ");
}

/**
 * Agreement the dictionaries cannot express, applied to the opening and the source sentence. English: "A"
 * becomes "An" before a vowel or an "8" (read "eight"). Spanish: the phrases agree with
 * "película"; a masculine genre noun turns "Una" into "Un" and "Basada", "Inspirada", "dirigida" into their
 * -o forms.
 */
const AGREE: Readonly<Record<LanguageId, (text: string, film: Film) => string>> = {
  EN: (text) => text.replace(/^A (?=[aeiou8])/i, "An "),
  AR: (text) => text,
  spanish: (text, film) =>
    spanishGender(film) === "masculine"
      ? text.replace(/^Una /, "Un ").replace(/(^| )(Basad|Inspirad|dirigid)a /, "$1$2o ")
      : text,
};

function spanishGender(film: Film): "masculine" | "feminine" {
  const genre = film.genre;
  return genre !== null && isOwnKey(SPANISH_GENRE_GENDER, genre) ? SPANISH_GENRE_GENDER[genre] : "feminine";
}

/** "A 1994 drama directed by …, rated 8.9 on IMDb and 94% on Rotten Tomatoes." */
function opening(film: Film, phrases: OverviewPhrases, numbers: Numbers): string {
  let sentence = fillWords(phrases.subject, {
    year: film.year ? fill(phrases.year, { year: numbers.year(film.year) }) : "",
    kind: entry(phrases.kinds, film.creativeType) ?? "",
    genre: entry(phrases.genres, film.genre) ?? phrases.film,
  });
  if (film.director) sentence += fill(phrases.directedBy, { director: film.director });
  const ratings = [
    film.imdbRating && fill(phrases.imdb, { rating: numbers.rating(film.imdbRating) }),
    film.rottenTomatoes && fill(phrases.rottenTomatoes, { percent: numbers.percent(film.rottenTomatoes) }),
  ].filter(Boolean);
  if (ratings.length) sentence += fill(phrases.ratedAs, { ratings: ratings.join(phrases.and) });
  return `${sentence}.`;
}

/** What it earned in the US and, when more, worldwide. */
function grossSentence(film: Film, phrases: OverviewPhrases, numbers: Numbers): string | null {
  const money = (amount: number) =>
    fill(amount >= 1_000_000 ? phrases.moneyMillions : phrases.money, { amount: numbers.money(amount) });
  const world = film.worldwideGross && film.worldwideGross > (film.usGross ?? 0) ? film.worldwideGross : null;
  if (film.usGross && world) return fill(phrases.grossUsAndWorld, { us: money(film.usGross), world: money(world) });
  if (film.usGross) return fill(phrases.grossUs, { us: money(film.usGross) });
  if (world) return fill(phrases.grossWorld, { world: money(world) });
  return null;
}

/** The MPAA certificate (when it says something) and the runtime. */
function certificateSentence(film: Film, phrases: OverviewPhrases, numbers: Numbers): string | null {
  const certificate = film.mpaa && MPAA.has(film.mpaa) ? film.mpaa : null;
  const minutes = film.runtime ? numbers.minutes(film.runtime) : null;
  if (certificate && minutes) return fill(phrases.certificateAndRuntime, { certificate, minutes });
  if (certificate) return fill(phrases.certificate, { certificate });
  if (minutes) return fill(phrases.runtime, { minutes });
  return null;
}

/** The film's overview in the given UI language, written from its facts. */
export function overviewOf(film: Film, language: LanguageId): string {
  const phrases = OVERVIEW_PHRASES[language];
  const numbers = numbersFor(language);
  const agree = (text: string) => AGREE[language](text, film);
  const source = entry(phrases.sources, film.source);
  return [
    agree(opening(film, phrases, numbers)),
    source && agree(source),
    grossSentence(film, phrases, numbers),
    certificateSentence(film, phrases, numbers),
  ]
    .filter((sentence): sentence is string => Boolean(sentence))
    .join(" ");
}
