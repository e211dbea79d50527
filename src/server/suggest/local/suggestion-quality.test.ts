import { beforeAll, describe, expect, it } from "vitest";
import { Catalog } from "../../movies/catalog/catalog.js";
import type { Film } from "../../movies/catalog/film.js";
import { LocalSuggester } from "./local-suggester.js";

/**
 * How well the embedded engine answers queries of every kind, judged only on the catalogue's own
 * facts (genre, kind of story, year, director, rating, audience, length). Prints the precision
 * (expectations met / checked); below 90 % fails.
 */

type Check = [label: string, test: (films: readonly Film[]) => boolean];

const atLeast = (n: number, label: string, test: (f: Film) => boolean): Check => [
  `at least ${n} ${label}`,
  (films) => films.filter(test).length >= n,
];
const all = (label: string, test: (f: Film) => boolean): Check => [`all ${label}`, (films) => films.every(test)];
const none = (label: string, test: (f: Film) => boolean): Check => [`none ${label}`, (films) => !films.some(test)];
const first = (title: string): Check => [`first is ${title}`, (films) => films[0]?.title === title];

const genre =
  (...names: string[]) =>
  (f: Film) =>
    names.includes(f.genre ?? "");
const kind =
  (...names: string[]) =>
  (f: Film) =>
    names.includes(f.creativeType ?? "");
const years = (min: number, max: number) => (f: Film) => f.year !== null && f.year >= min && f.year <= max;
const by = (director: string) => (f: Film) => f.director === director;
const titled = (re: RegExp) => (f: Film) => re.test(f.title);
const family = (f: Film) => ["G", "PG"].includes(f.mpaa ?? "");
const rated = (min: number) => (f: Film) => (f.imdbRating ?? 0) >= min;
const COMIC = genre("Comedy", "Romantic Comedy", "Black Comedy");
const HORROR = genre("Horror");
const DOG_FILMS = titled(/bolt|best in show|eight below|dogs?\b|winn-dixie|air bud|benji|scooby|white fang/i);

const QUERIES: readonly (readonly [string, ...Check[]])[] = [
  // Moods and occasions
  [
    "feel-good movies",
    none("Horror", HORROR),
    atLeast(4, "comedies, musicals or adventures", genre("Comedy", "Romantic Comedy", "Musical", "Adventure")),
  ],
  // The subject holds, the mood (softer) orders within it: the dog drama first.
  [
    "a tearjerker about dogs",
    [`first is a drama`, (films) => films[0]?.genre === "Drama"],
    atLeast(4, "about dogs", DOG_FILMS),
    none("Reservoir Dogs", titled(/reservoir dogs/i)),
  ],
  [
    "something mind-bending",
    all("rated 7.3+", rated(7.3)),
    atLeast(4, "sci-fi or thrillers", (f) => kind("Science Fiction")(f) || genre("Thriller/Suspense")(f)),
  ],
  [
    "a movie for date night",
    none("Horror", HORROR),
    atLeast(4, "comedies or dramas", (f) => COMIC(f) || genre("Drama")(f)),
  ],
  [
    "movies to watch on a rainy sunday",
    none("titled Sunday or Rain", titled(/sunday|rain/i)),
    all("rated 7+", rated(7)),
  ],
  ["family night", all("G or PG", family)],
  ["feel-good 90s heist", all("from the 1990s", years(1990, 1999)), none("Horror", HORROR)],
  [
    "mind-bending sci-fi from the 2000s",
    all("from the 2000s", years(2000, 2009)),
    atLeast(4, "science fiction", kind("Science Fiction")),
  ],
  ["películas lacrimógenas", atLeast(4, "dramas", genre("Drama"))],
  ["فيلم مبهج للعائلة", all("G or PG", family), none("Horror", HORROR)],
  ["halloween", atLeast(4, "horror", HORROR)],
  [
    "película para sentirse bien",
    none("Horror", HORROR),
    atLeast(4, "comedies, musicals or adventures", genre("Comedy", "Romantic Comedy", "Musical", "Adventure")),
  ],
  ["فيلم حزين", atLeast(4, "dramas", genre("Drama"))],
  ["noche en familia", all("G or PG", family)],
  // Decades and years
  ["90s thrillers", all("from the 1990s", years(1990, 1999)), atLeast(4, "thrillers", genre("Thriller/Suspense"))],
  ["comedies from the 80s", all("from the 1980s", years(1980, 1989)), atLeast(4, "comedies", COMIC)],
  ["películas de terror de los 80", all("from the 1980s", years(1980, 1989)), atLeast(4, "horror", HORROR)],
  ["أفلام رعب من الثمانينات", all("from the 1980s", years(1980, 1989)), atLeast(4, "horror", HORROR)],
  ["westerns before 1980", all("before 1980", years(0, 1979)), atLeast(4, "westerns", genre("Western"))],
  ["action movies from 2005", all("from 2005", years(2005, 2005)), atLeast(4, "action", genre("Action"))],
  // Genres
  ["scary movies", atLeast(4, "horror", HORROR)],
  ["romantic comedies", atLeast(4, "romantic comedies", genre("Romantic Comedy"))],
  ["documentaries", atLeast(4, "documentaries", genre("Documentary"))],
  ["musicals", atLeast(4, "musicals", genre("Musical", "Concert/Performance"))],
  ["sci-fi", atLeast(4, "science fiction", kind("Science Fiction"))],
  ["animated movies for kids", all("G or PG", family)],
  ["comedia romántica", atLeast(4, "romantic comedies", genre("Romantic Comedy"))],
  ["películas de acción", atLeast(4, "action", genre("Action"))],
  ["أفلام كوميديا", atLeast(4, "comedies", COMIC)],
  ["space movies", atLeast(4, "science fiction", kind("Science Fiction"))],
  ["zombie movies", atLeast(3, "horror", HORROR)],
  [
    "kung fu",
    atLeast(4, "action or adventure", genre("Action", "Adventure", "Drama")),
    none("King Arthur, Hot Fuzz or Fur", titled(/king arthur|hot fuzz|^fur/i)),
  ],
  // "Of all time" is how good, not a title word (it found Time Bandits and A Time to Kill)
  ["best movies of all time", all("rated 8 or more", rated(8)), none("titled Time", titled(/\btimes?\b/i))],
  ["las mejores películas de todos los tiempos", all("rated 8 or more", rated(8))],
  // Animals: what the film is about, not a word in its title
  ["a movie about a shark", first("Jaws"), all("about sharks", titled(/jaws|shark|deep blue sea|open water|nemo/i))],
  [
    "dog movies",
    atLeast(
      4,
      "about dogs",
      titled(/bolt|best in show|eight below|dogs?\b|winn-dixie|air bud|benji|scooby|white fang/i),
    ),
    none("Reservoir Dogs or Wag the Dog", titled(/reservoir dogs|wag the dog/i)),
  ],
  ["películas de caballos", atLeast(4, "about horses", titled(/seabiscuit|hidalgo|horse|spirit|racing stripes/i))],
  ["funny animal movies for kids", all("family", family), atLeast(4, "comic", COMIC)],
  // Directors
  ["best Spielberg films", atLeast(4, "by Steven Spielberg", by("Steven Spielberg"))],
  ["movies by Christopher Nolan", atLeast(3, "by Christopher Nolan", by("Christopher Nolan"))],
  ["Tarantino", atLeast(3, "by Quentin Tarantino", by("Quentin Tarantino"))],
  ["películas de Martin Scorsese", atLeast(3, "by Martin Scorsese", by("Martin Scorsese"))],
  // Acclaim
  ["films that won lots of Oscars", all("rated 7.5+", rated(7.5)), none("titled Won…", titled(/^won|wonder|willy/i))],
  ["critically acclaimed dramas", atLeast(4, "dramas", genre("Drama")), all("rated 7+", rated(7))],
  ["underrated gems", all("rated 7+", rated(7)), all("seen by under 40,000", (f) => (f.imdbVotes ?? 0) < 40_000)],
  ["أفضل الأفلام", all("rated 7.5+", rated(7.5))],
  ["las mejores películas de los 90", all("from the 1990s", years(1990, 1999)), all("rated 7+", rated(7))],
  // Negations and limits
  ["a thriller but not horror", none("Horror", HORROR), atLeast(4, "thrillers", genre("Thriller/Suspense"))],
  ["something for tonight, nothing scary", none("Horror", HORROR)],
  [
    "action movies not too long",
    all("up to 2 hours", (f) => (f.runtime ?? 999) <= 120),
    atLeast(4, "action", genre("Action")),
  ],
  ["películas sin terror de los 90", none("Horror", HORROR), all("from the 1990s", years(1990, 1999))],
  ["كوميديا بدون رعب", none("Horror", HORROR), atLeast(4, "comedies", COMIC)],
  ["short comedies", all("95 minutes or less", (f) => (f.runtime ?? 999) <= 95), atLeast(4, "comedies", COMIC)],
  ["long epic dramas", all("150 minutes or more", (f) => (f.runtime ?? 0) >= 150)],
  // Like X (but Y)
  [
    "movies like The Matrix",
    first("The Matrix"),
    atLeast(3, "sci-fi or action", (f) => kind("Science Fiction")(f) || genre("Action")(f)),
  ],
  [
    "something like Alien",
    first("Alien"),
    atLeast(3, "horror, sci-fi or action", (f) => HORROR(f) || kind("Science Fiction")(f)),
  ],
  ["like Reservoir Dogs", first("Reservoir Dogs"), none("Cats & Dogs or Snow Dogs", titled(/cats & dogs|snow dogs/i))],
  [
    "like Alien but funnier",
    first("Alien"),
    atLeast(3, "comedies", COMIC),
    atLeast(3, "science fiction", kind("Science Fiction")),
  ],
  ["like Toy Story but from the 2000s", first("Toy Story"), atLeast(4, "from the 2000s", years(2000, 2009))],
  // Classes the strangers set hid (ADR 0021, wave 8), in phrasings of our own
  ["a bomb at the box office", all("under $15M in the US", (f) => (f.usGross ?? Infinity) < 15_000_000)],
  ["anything unrated", all("not rated", (f) => f.mpaa === "Not Rated")],
  [
    "a popcorn flick for tonight",
    atLeast(4, "action, adventure or superhero", (f) => genre("Action", "Adventure")(f) || kind("Super Hero")(f)),
  ],
  ["something to watch with my kid sister", all("G or PG", family)],
  ["una peli para ver con mi hermanito", all("G or PG", family)],
  ["anything from 84 or 85", all("from 1984 or 1985", years(1984, 1985))],
  ["thrillers with imdb over 7.5", all("rated 7.5+", rated(7.5))],
  ["comedies from the past 4 years", all("from 2008 on", years(2008, 2011))],
];

let engine: LocalSuggester;
beforeAll(() => {
  engine = new LocalSuggester(Catalog.load());
});

describe("suggestion quality of the embedded engine", () => {
  it(`meets at least 90 % of ${QUERIES.length} queries' expectations on the catalogue's facts`, () => {
    let met = 0;
    let checked = 0;
    const misses: string[] = [];
    for (const [query, ...checks] of QUERIES) {
      const films = engine.pick(query).films.map((f) => f.film as Film);
      for (const [label, test] of checks) {
        checked++;
        if (test(films)) met++;
        else
          misses.push(
            `"${query}": ${label} (got ${films.map((f) => `${f.title} [${f.genre}, ${f.year}]`).join("; ")})`,
          );
      }
    }
    const precision = met / checked;
    process.stdout.write(
      `suggestion quality: ${met}/${checked} expectations met over ${QUERIES.length} queries, precision ${(precision * 100).toFixed(1)} %\n` +
        misses.map((m) => `  missed ${m}\n`).join(""),
    );
    expect(QUERIES.length).toBeGreaterThanOrEqual(40);
    expect(precision).toBeGreaterThanOrEqual(0.9);
  });
});
