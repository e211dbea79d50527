import type { LanguageId } from "../../../contract/language.js";
import type { Genre, GenreRow } from "../../../contract/movies.js";
import { GENRE_ROW_SIZE } from "../movie-source.js";
import type { Film } from "./film.js";
import { byAcclaim, byRecent, byVotes, isRatedByMany } from "./thresholds.js";

/** vega's "Major Genre" values: the catalogue's genres (`Film.genre`). */
export const GENRES = [
  "Action",
  "Adventure",
  "Black Comedy",
  "Comedy",
  "Concert/Performance",
  "Documentary",
  "Drama",
  "Horror",
  "Musical",
  "Romantic Comedy",
  "Thriller/Suspense",
  "Western",
] as const;
export type CatalogGenre = (typeof GENRES)[number];

/** vega's "Creative Type" values a viewer thinks of as genres (`Film.creativeType`). */
export const STORY_KINDS = ["Science Fiction", "Fantasy", "Historical Fiction", "Kids Fiction", "Super Hero"] as const;
export type StoryKind = (typeof STORY_KINDS)[number];

interface BrowseGenre {
  id: string;
  field: "genre" | "creativeType";
  value: CatalogGenre | StoryKind;
  names: Record<LanguageId, string>;
}

const byGenre = (id: string, value: CatalogGenre, EN: string, AR: string, spanish: string): BrowseGenre => ({
  id,
  field: "genre",
  value,
  names: { EN, AR, spanish },
});
const byStoryKind = (id: string, value: StoryKind, EN: string, AR: string, spanish: string): BrowseGenre => ({
  id,
  field: "creativeType",
  value,
  names: { EN, AR, spanish },
});

/**
 * The catalogue's genres to browse: its genres, and the creative types a viewer thinks of as
 * genres (science fiction, fantasy, super heroes, kids). Each with its name in every UI language.
 */
const BROWSE_GENRES: readonly BrowseGenre[] = [
  byGenre("action", "Action", "Action", "أكشن", "Acción"),
  byGenre("adventure", "Adventure", "Adventure", "مغامرة", "Aventura"),
  byGenre("comedy", "Comedy", "Comedy", "كوميديا", "Comedia"),
  byGenre("black-comedy", "Black Comedy", "Black comedy", "كوميديا سوداء", "Comedia negra"),
  byGenre("romantic-comedy", "Romantic Comedy", "Romantic comedy", "كوميديا رومانسية", "Comedia romántica"),
  byGenre("drama", "Drama", "Drama", "دراما", "Drama"),
  byGenre("horror", "Horror", "Horror", "رعب", "Terror"),
  byGenre("thriller", "Thriller/Suspense", "Thriller", "إثارة وتشويق", "Suspense"),
  byGenre("musical", "Musical", "Musical", "موسيقي", "Musical"),
  byGenre("western", "Western", "Western", "غربي", "Wéstern"),
  byGenre("documentary", "Documentary", "Documentary", "وثائقي", "Documental"),
  byStoryKind("science-fiction", "Science Fiction", "Science fiction", "خيال علمي", "Ciencia ficción"),
  byStoryKind("fantasy", "Fantasy", "Fantasy", "فانتازيا", "Fantasía"),
  byStoryKind("super-hero", "Super Hero", "Super heroes", "أبطال خارقون", "Superhéroes"),
  byStoryKind("kids", "Kids Fiction", "Kids", "أطفال", "Infantil"),
  byStoryKind("historical", "Historical Fiction", "Historical", "تاريخي", "Histórico"),
];

/** A film's genre and creative type as a viewer would name them, in the UI language. */
export function genreNamesOf(film: Film, language: LanguageId): string[] {
  return BROWSE_GENRES.filter((g) => film[g.field] === g.value).map((g) => g.names[language]);
}

export function catalogGenres(language: LanguageId): Genre[] {
  return BROWSE_GENRES.map((g) => ({ id: g.id, name: g.names[language] }));
}

/**
 * A genre's three rows from the catalogue: popular (most voted), acclaimed (`byAcclaim`, among
 * films whose viewers' rating counts), newest. Each row leaves out the films of the rows before
 * it, so no film is shown twice. Only films with a poster; `undefined` for an unknown id.
 */
export function catalogGenreRows(
  films: readonly Film[],
  id: string,
  language: LanguageId,
): { genre: Genre; rows: Record<GenreRow, Film[]> } | undefined {
  const genre = BROWSE_GENRES.find((g) => g.id === id);
  if (!genre) return undefined;
  const members = films.filter((f) => f[genre.field] === genre.value && f.hasPoster);
  const shown = new Set<Film>();
  const row = (candidates: Film[], order: (a: Film, b: Film) => number): Film[] => {
    const chosen = candidates
      .filter((f) => !shown.has(f))
      .sort(order)
      .slice(0, GENRE_ROW_SIZE);
    for (const f of chosen) shown.add(f);
    return chosen;
  };
  const popular = row(members, byVotes);
  const acclaimed = row(members.filter(isRatedByMany), byAcclaim);
  const newest = row(
    members.filter((f) => f.releaseDate !== null),
    byRecent,
  );
  return { genre: { id: genre.id, name: genre.names[language] }, rows: { popular, acclaimed, newest } };
}
