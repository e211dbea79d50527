import { isHeardOf, isWellKnown, THRESHOLDS } from "../../movies/catalog/thresholds.js";
import type { Features } from "./film-index.js";

export type MoodName =
  | "feel-good"
  | "tearjerker"
  | "mind-bending"
  | "date-night"
  | "rainy-day"
  | "family-night"
  | "scary-night"
  | "adrenaline"
  | "inspiring"
  | "mindless"
  | "popcorn"
  | "dark";

const genreIn =
  (...genres: string[]) =>
  (f: Features) =>
    genres.includes(f.film.genre ?? "");
const rated = (f: Features, min: number) => (f.film.imdbRating ?? 0) >= min;

/**
 * What makes a film fit a mood or an occasion, judged on the catalogue's facts only (genre, kind
 * of story, audience, rating, length), never on words in its title.
 */
export const MOOD_TEST: Readonly<Record<MoodName, (f: Features) => boolean>> = {
  // Light and warm: comedies and musicals, adventures for everyone; nothing epic-length.
  "feel-good": (f) =>
    (genreIn("Comedy", "Romantic Comedy", "Musical")(f) ||
      (genreIn("Adventure")(f) && ["G", "PG"].includes(f.film.mpaa ?? ""))) &&
    rated(f, THRESHOLDS.wellLikedRating) &&
    (f.film.runtime ?? 0) <= 140,
  // A drama of love, loss or true events: not every well-rated drama (a crime film is not a
  // tearjerker), and never a comedy, romantic or not (it makes you laugh, not cry).
  tearjerker: (f) =>
    genreIn("Drama")(f) &&
    rated(f, 6.8) &&
    (f.topics.has("romance") ||
      f.topics.has("war") ||
      ["Historical Fiction", "Factual", "Kids Fiction"].includes(f.film.creativeType ?? "")),
  "mind-bending": (f) =>
    (f.film.creativeType === "Science Fiction" || genreIn("Thriller/Suspense")(f)) &&
    rated(f, 7.3) &&
    isWellKnown(f.film),
  "date-night": (f) => (genreIn("Romantic Comedy")(f) || f.topics.has("romance")) && rated(f, 6),
  // Cosy: light or gentle stories for everyone, not too long.
  "rainy-day": (f) =>
    genreIn("Comedy", "Romantic Comedy", "Drama", "Adventure", "Musical")(f) &&
    rated(f, 7) &&
    (f.film.runtime ?? 0) <= 135 &&
    ["G", "PG", "PG-13"].includes(f.film.mpaa ?? ""),
  "family-night": (f) => ["G", "PG"].includes(f.film.mpaa ?? "") && rated(f, 6),
  "scary-night": (f) => genreIn("Horror")(f),
  // On the edge of the seat: the genres built on tension.
  adrenaline: genreIn("Action", "Thriller/Suspense", "Horror"),
  // Uplifting: a drama, or a true story.
  inspiring: (f) =>
    genreIn("Drama")(f) ||
    ["Based on Real Life Events", "Based on Factual Book/Article"].includes(f.film.source ?? "") ||
    f.film.creativeType === "Dramatization",
  // Brain off: light comedies and spectacle.
  mindless: genreIn("Comedy", "Romantic Comedy", "Action", "Adventure"),
  // Popcorn: crowd-pleasing spectacle, not any light film (a comedy is brain off, not popcorn; a
  // sci-fi drama is not spectacle): an action, adventure or superhero film that many went to see.
  popcorn: (f) => (genreIn("Action", "Adventure")(f) || f.film.creativeType === "Super Hero") && isHeardOf(f.film),
  // Dark and twisted: black comedy, thrillers, horror, or a drama for adults only.
  dark: (f) =>
    genreIn("Black Comedy", "Thriller/Suspense", "Horror")(f) ||
    (genreIn("Drama")(f) && ["R", "NC-17"].includes(f.film.mpaa ?? "")),
};

/** Genres a mood rules out even when relaxed: a feel-good evening is never a horror film. */
export const MOOD_EXCLUDES: Readonly<Partial<Record<MoodName, readonly string[]>>> = {
  "feel-good": ["Horror", "Black Comedy"],
  "family-night": ["Horror"],
  "date-night": ["Horror"],
  "rainy-day": ["Horror"],
};
