import { LANGUAGES, type LanguageId } from "../../contract/language.js";
import type { Film } from "./catalog.js";

/**
 * A movie overview written from the catalogue's facts, in the UI language, e.g.
 * "A 1994 drama directed by Quentin Tarantino, rated 8.9 on IMDb and 94% on Rotten Tomatoes. …".
 * Unknown facts are left out; numbers use the language's own `Intl.NumberFormat`.
 */

/** How each language names vega's "Major Genre" values: [EN, AR, ES, Spanish gender]. */
const GENRES: Readonly<Record<string, readonly [string, string, string, "m" | "f"]>> = {
  Action: ["action film", "فيلم حركة", "película de acción", "f"],
  Adventure: ["adventure film", "فيلم مغامرات", "película de aventuras", "f"],
  "Black Comedy": ["black comedy", "فيلم كوميديا سوداء", "comedia negra", "f"],
  Comedy: ["comedy", "فيلم كوميدي", "comedia", "f"],
  "Concert/Performance": ["concert film", "فيلم حفل موسيقي", "película de concierto", "f"],
  Documentary: ["documentary", "فيلم وثائقي", "documental", "m"],
  Drama: ["drama", "فيلم درامي", "drama", "m"],
  Horror: ["horror film", "فيلم رعب", "película de terror", "f"],
  Musical: ["musical", "فيلم موسيقي", "musical", "m"],
  "Romantic Comedy": ["romantic comedy", "فيلم كوميدي رومانسي", "comedia romántica", "f"],
  "Thriller/Suspense": ["thriller", "فيلم إثارة وتشويق", "thriller", "m"],
  Western: ["western", "فيلم غربي", "wéstern", "m"],
};
const FILM: readonly [string, string, string, "m" | "f"] = ["film", "فيلم", "película", "f"];

/** vega's "Creative Type" values worth a word: [EN adjective, AR phrase, ES phrase]. */
const KINDS: Readonly<Record<string, readonly [string, string, string]>> = {
  "Science Fiction": ["science-fiction", "من الخيال العلمي", "de ciencia ficción"],
  Fantasy: ["fantasy", "من عالم الفانتازيا", "de fantasía"],
  "Historical Fiction": ["period", "تاريخي", "de época"],
  "Kids Fiction": ["family", "عائلي", "familiar"],
  "Super Hero": ["superhero", "عن الأبطال الخارقين", "de superhéroes"],
};

/** vega's "Source" values worth a sentence: [EN, AR, ES]. */
const SOURCES: Readonly<Record<string, readonly [string, string, string]>> = {
  "Based on Book/Short Story": ["Based on a book.", "مقتبس من كتاب.", "Basada en un libro."],
  "Based on Factual Book/Article": [
    "Based on a non-fiction book.",
    "مقتبس من كتاب واقعي.",
    "Basada en un libro de no ficción.",
  ],
  "Based on Magazine Article": [
    "Based on a magazine article.",
    "مقتبس من مقال في مجلة.",
    "Basada en un artículo de revista.",
  ],
  "Based on Play": ["Adapted from a stage play.", "مقتبس من مسرحية.", "Adaptación de una obra de teatro."],
  "Based on Musical/Opera": [
    "Adapted from a stage musical.",
    "مقتبس من عمل موسيقي مسرحي.",
    "Adaptación de un musical.",
  ],
  "Based on Comic/Graphic Novel": ["Based on a comic.", "مقتبس من قصة مصورة.", "Basada en un cómic."],
  "Based on Real Life Events": ["Based on real events.", "مستوحى من أحداث حقيقية.", "Basada en hechos reales."],
  "Based on TV": ["Based on a TV series.", "مقتبس من مسلسل تلفزيوني.", "Basada en una serie de televisión."],
  "Based on Game": ["Based on a game.", "مقتبس من لعبة.", "Basada en un videojuego."],
  "Traditional/Legend/Fairytale": [
    "Drawn from a classic tale.",
    "مستوحى من حكاية شعبية.",
    "Inspirada en un cuento clásico.",
  ],
  Remake: ["A remake of an earlier film.", "إعادة إنتاج لفيلم سابق.", "Nueva versión de una película anterior."],
};

/** MPAA ratings that say something (not "Not Rated" or "Open"). */
const MPAA = new Set(["G", "PG", "PG-13", "R", "NC-17"]);
const LANG_INDEX: Readonly<Record<LanguageId, 0 | 1 | 2>> = { EN: 0, AR: 1, spanish: 2 };

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

function english(film: Film, n: Numbers): string[] {
  const [genre] = GENRES[film.genre ?? ""] ?? FILM;
  const kind = KINDS[film.creativeType ?? ""]?.[0];
  const noun = [film.year && n.year(film.year), kind, genre].filter(Boolean).join(" ");
  let first = `${/^[aeiou8]/i.test(noun) ? "An" : "A"} ${noun}`;
  if (film.director) first += ` directed by ${film.director}`;
  const ratings = [
    film.imdbRating && `${n.rating(film.imdbRating)} on IMDb`,
    film.rottenTomatoes && `${n.percent(film.rottenTomatoes)} on Rotten Tomatoes`,
  ].filter(Boolean);
  if (ratings.length) first += `, rated ${ratings.join(" and ")}`;
  const money = (v: number) => `$${n.money(v)}`;
  const world = film.worldwideGross && film.worldwideGross > (film.usGross ?? 0) ? film.worldwideGross : null;
  const gross =
    film.usGross && world
      ? `It earned ${money(film.usGross)} in the US and ${money(world)} worldwide.`
      : film.usGross
        ? `It earned ${money(film.usGross)} in the US.`
        : world && `It earned ${money(world)} worldwide.`;
  const mpaa = film.mpaa && MPAA.has(film.mpaa) ? film.mpaa : null;
  const runtime = film.runtime && `${n.minutes(film.runtime)} minutes`;
  const rated =
    mpaa && runtime ? `Rated ${mpaa}, ${runtime}.` : mpaa ? `Rated ${mpaa}.` : runtime && `Runs ${runtime}.`;
  return [`${first}.`, SOURCES[film.source ?? ""]?.[0], gross, rated].filter((s): s is string => Boolean(s));
}

function arabic(film: Film, n: Numbers): string[] {
  const [, genre] = GENRES[film.genre ?? ""] ?? FILM;
  const kind = KINDS[film.creativeType ?? ""]?.[1];
  let first = [genre, kind].filter(Boolean).join(" ");
  if (film.year) first += ` صدر عام ${n.year(film.year)}`;
  if (film.director) first += `، من إخراج ${film.director}`;
  const ratings = [
    film.imdbRating && `${n.rating(film.imdbRating)} على IMDb`,
    film.rottenTomatoes && `${n.percent(film.rottenTomatoes)} على Rotten Tomatoes`,
  ].filter(Boolean);
  if (ratings.length) first += `، وحصل على تقييم ${ratings.join(" و")}`;
  const money = (v: number) => `${n.money(v)} دولار`;
  const world = film.worldwideGross && film.worldwideGross > (film.usGross ?? 0) ? film.worldwideGross : null;
  const gross =
    film.usGross && world
      ? `حقق ${money(film.usGross)} في الولايات المتحدة و${money(world)} حول العالم.`
      : film.usGross
        ? `حقق ${money(film.usGross)} في الولايات المتحدة.`
        : world && `حقق ${money(world)} حول العالم.`;
  const mpaa = film.mpaa && MPAA.has(film.mpaa) ? `التصنيف العمري: ${film.mpaa}` : null;
  const runtime = film.runtime && `المدة: ${n.minutes(film.runtime)} دقيقة`;
  const rated = [mpaa, runtime].filter(Boolean).join("، ");
  return [`${first}.`, SOURCES[film.source ?? ""]?.[1], gross, rated && `${rated}.`].filter((s): s is string =>
    Boolean(s),
  );
}

function spanish(film: Film, n: Numbers): string[] {
  const [, , genre, gender] = GENRES[film.genre ?? ""] ?? FILM;
  const kind = KINDS[film.creativeType ?? ""]?.[2];
  let first = [gender === "f" ? "Una" : "Un", genre, kind, film.year && `de ${n.year(film.year)}`]
    .filter(Boolean)
    .join(" ");
  if (film.director) first += ` ${gender === "f" ? "dirigida" : "dirigido"} por ${film.director}`;
  const ratings = [
    film.imdbRating && `${n.rating(film.imdbRating)} en IMDb`,
    film.rottenTomatoes && `un ${n.percent(film.rottenTomatoes)} en Rotten Tomatoes`,
  ].filter(Boolean);
  if (ratings.length) first += `, con una valoración de ${ratings.join(" y ")}`;
  const money = (v: number) => `${n.money(v)} ${v >= 1_000_000 ? "de dólares" : "dólares"}`;
  const world = film.worldwideGross && film.worldwideGross > (film.usGross ?? 0) ? film.worldwideGross : null;
  const gross =
    film.usGross && world
      ? `Recaudó ${money(film.usGross)} en EE. UU. y ${money(world)} en todo el mundo.`
      : film.usGross
        ? `Recaudó ${money(film.usGross)} en EE. UU.`
        : world && `Recaudó ${money(world)} en todo el mundo.`;
  const mpaa = film.mpaa && MPAA.has(film.mpaa) ? `Clasificación ${film.mpaa}` : null;
  const runtime = film.runtime && `${n.minutes(film.runtime)} minutos`;
  const rated = [mpaa, runtime].filter(Boolean).join(", ");
  // The source sentences agree with "película" (feminine); a masculine genre noun takes the masculine form.
  const source = SOURCES[film.source ?? ""]?.[2];
  const agreed = gender === "m" ? source?.replace(/^(Basad|Inspirad)a /, "$1o ") : source;
  return [`${first}.`, agreed, gross, rated && `${rated}.`].filter((s): s is string => Boolean(s));
}

const WRITERS = [english, arabic, spanish] as const;

/** The film's overview in the given UI language, written from its facts. */
export function overviewOf(film: Film, language: LanguageId): string {
  return WRITERS[LANG_INDEX[language]](film, numbersFor(language)).join(" ");
}
