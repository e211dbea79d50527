import { beforeAll, describe, expect, it } from "vitest";
import { QUERY_MAX_LENGTH } from "../../../contract/suggestions.js";
import { Catalog } from "../../movies/catalog/catalog.js";
import type { Film } from "../../movies/catalog/film.js";
import { keyOf } from "./facets/index.js";
import { genre, story, years } from "./facets/make.js";
import { SOURCES } from "./facets.js";
import { LocalSuggester } from "./local-suggester.js";

let catalog: Catalog;
let engine: LocalSuggester;

beforeAll(() => {
  catalog = Catalog.load();
  engine = new LocalSuggester(catalog);
});

const films = (query: string, context = {}): Film[] => engine.pick(query, context).films.map((f) => f.film);
const COMEDIES = ["Comedy", "Romantic Comedy", "Black Comedy"];
const KIDS = ["G", "PG"];
const inYears = (min: number, max: number) => (f: Film) => (f.year ?? 0) >= min && (f.year ?? 0) <= max;
/** Loved by the critics, and few paid to see it (grosses from 1980 on, in today's money). */
const lovedUnseen = (f: Film) =>
  (f.rottenTomatoes ?? 0) >= 85 && (f.usGross ?? Number.POSITIVE_INFINITY) < 5_000_000 && (f.year ?? 0) >= 1980;

/** Query → a fact every returned film must have. */
const EVERY: [string, (f: Film) => boolean][] = [
  ["funny animated movies for kids", (f) => COMEDIES.includes(f.genre ?? "") && KIDS.includes(f.mpaa ?? "")],
  ["90s thrillers", (f) => f.genre === "Thriller/Suspense" && inYears(1990, 1999)(f)],
  ["best Spielberg films", (f) => f.director === "Steven Spielberg"],
  ["scary movies from the 80s", (f) => f.genre === "Horror" && inYears(1980, 1989)(f)],
  ["short comedies", (f) => COMEDIES.includes(f.genre ?? "") && (f.runtime ?? 999) <= 95],
  ["long epic dramas", (f) => f.genre === "Drama" && (f.runtime ?? 0) >= 150],
  ["westerns", (f) => f.genre === "Western"],
  ["sci-fi from the 1980s", (f) => f.creativeType === "Science Fiction" && inYears(1980, 1989)(f)],
  ["family movies", (f) => KIDS.includes(f.mpaa ?? "")],
  ["musicals", (f) => f.genre === "Musical" || f.genre === "Concert/Performance"],
  ["documentaries", (f) => f.genre === "Documentary"],
  ["superhero movies", (f) => f.creativeType === "Super Hero"],
  ["action movies from 2008", (f) => f.genre === "Action" && f.year === 2008],
  ["movies by Martin Scorsese", (f) => f.director === "Martin Scorsese"],
  ["Tarantino", (f) => f.director === "Quentin Tarantino"],
  ["underrated dramas", (f) => f.genre === "Drama" && (f.imdbRating ?? 0) >= 7 && (f.imdbVotes ?? 0) < 40_000],
  ["películas de terror de los 90", (f) => f.genre === "Horror" && inYears(1990, 1999)(f)],
  ["comedias para niños", (f) => COMEDIES.includes(f.genre ?? "") && KIDS.includes(f.mpaa ?? "")],
  ["أفلام رعب", (f) => f.genre === "Horror"],
  ["horror movies before 1980", (f) => f.genre === "Horror" && (f.year ?? 9999) < 1980],
  // Negation, comparison and open ranges (the grammar).
  ["a comedy, but nothing romantic", (f) => COMEDIES.includes(f.genre ?? "") && f.genre !== "Romantic Comedy"],
  ["war movies without too much gore", (f) => ["G", "PG", "PG-13"].includes(f.mpaa ?? "")],
  ["nothing rated R", (f) => ["G", "PG", "PG-13"].includes(f.mpaa ?? "")],
  ["PG-13 at most", (f) => ["G", "PG", "PG-13"].includes(f.mpaa ?? "")],
  ["nothing older than 1995", (f) => (f.year ?? 0) >= 1995],
  // A kids' film is rated for children when the catalogue has none of the time (none before 1990).
  ["children's movies from the seventies", (f) => KIDS.includes(f.mpaa ?? "") && inYears(1970, 1979)(f)],
  ["películas infantiles de los noventa", (f) => f.creativeType === "Kids Fiction" && inYears(1990, 1999)(f)],
  // No true story is no dramatization either, whatever its source.
  [
    "un drama que no sea una historia real",
    (f) => f.genre === "Drama" && f.creativeType !== "Dramatization" && !SOURCES.true?.includes(f.source ?? ""),
  ],
  ["dramas from the 90s that aren't true stories", (f) => f.genre === "Drama" && f.creativeType !== "Dramatization"],
  // A hedged negation keeps the kind, milder.
  ["una de terror no tan de miedo", (f) => f.genre === "Horror" && ["G", "PG", "PG-13"].includes(f.mpaa ?? "")],
  ["a thriller, not too scary", (f) => f.genre === "Thriller/Suspense" && ["G", "PG", "PG-13"].includes(f.mpaa ?? "")],
  // A flop the critics loved is one few paid to see, whoever released it (grosses from 1980 on).
  ["películas aclamadas por la crítica que fracasaron en taquilla", lovedUnseen],
  ["أفلام أحبها النقاد لكنها فشلت في شباك التذاكر", lovedUnseen],
  // A genre named by its family's name is that genre itself first.
  ["كوميديا من التسعينات", (f) => f.genre === "Comedy" && inYears(1990, 1999)(f)],
  ["comedias bien valoradas", (f) => f.genre === "Comedy"],
  // A topic's own genre first: romance that is not sad is a romantic comedy.
  ["algo romántico pero nada triste", (f) => f.genre === "Romantic Comedy"],
  ["فيلم رومانسي بس مش حزين", (f) => f.genre === "Romantic Comedy"],
  ["over two hours", (f) => (f.runtime ?? 0) >= 120],
  ["action movies not too long", (f) => f.genre === "Action" && (f.runtime ?? 999) <= 120],
  ["comedia sin romance", (f) => COMEDIES.includes(f.genre ?? "") && f.genre !== "Romantic Comedy"],
  ["كوميديا بدون رومانسية", (f) => COMEDIES.includes(f.genre ?? "") && f.genre !== "Romantic Comedy"],
  // Facts the catalogue holds: source, audience, box office.
  ["box office hits", (f) => (f.usGross ?? 0) >= 150_000_000],
  ["movies for little kids", (f) => f.mpaa === "G"],
  ["películas basadas en hechos reales", (f) => SOURCES.true?.includes(f.source ?? "") ?? false],
];

describe("LocalSuggester: what a query means", () => {
  it.each(EVERY)("%s → five distinct films that all fit", (query, fits) => {
    const picked = films(query);
    expect(picked).toHaveLength(5);
    expect(new Set(picked.map((f) => f.id)).size).toBe(5);
    for (const f of picked) expect({ title: f.title, fits: fits(f) }).toEqual({ title: f.title, fits: true });
  });

  it.each([
    ["true stories", /\btrue\b/i],
    ["movies for little kids", /\blittle\b/i],
    ["box office hits", /\bbox\b/i],
    ["based on a play", /\bplay\b/i],
  ])("%s: facts, never films whose titles share a word", (query, titleWord) => {
    expect(films(query).filter((f) => titleWord.test(f.title))).toEqual([]);
  });

  it("an adaptation query answers films from that source", () => {
    for (const [query, source] of [
      ["films based on a novel", "Based on Book/Short Story"],
      ["adapted from a stage play", "Based on Play"],
      ["movies from comic books", "Based on Comic/Graphic Novel"],
      ["أفلام مقتبسة من روايات", "Based on Book/Short Story"],
    ] as const) {
      expect(films(query).filter((f) => f.source === source).length, query).toBeGreaterThanOrEqual(4);
    }
  });

  it("'like X but Y' keeps X's kind of story and applies Y as a change", () => {
    const picked = engine.pick("mind-bending like The Matrix but less action");
    expect(picked.understanding.facets.map(keyOf)).toEqual([
      "like:The Matrix",
      "mood:mind-bending",
      "not:genre:Action",
    ]);
    expect(picked.films.some((f) => f.film.genre === "Action")).toBe(false);
    expect(films("like Toy Story but from the 2000s").slice(1).every(inYears(2000, 2009))).toBe(true);
  });

  it("a film named outright comes first, then films like it", () => {
    const picked = films("godfather");
    expect(picked[0]?.title).toBe("The Godfather");
    expect(picked).toHaveLength(5);
  });

  it("words it does not understand are said, not guessed from titles", () => {
    const some = engine.pick("a cozy british comedy");
    expect(some.understanding.unknown).toEqual(["british"]);
    expect(some.understanding.fallback).toBe(false);
    const none = engine.pick("zxqv wplk");
    expect(none.understanding).toMatchObject({ unknown: ["zxqv", "wplk"], fallback: true, facets: [] });
    expect(none.films).toHaveLength(5);
    for (const f of none.films) expect(f.votes).toBeGreaterThan(20_000);
  });

  it("a follow-up that is only a change refines the previous facets", () => {
    const previous = engine.pick("comedies from the 90s").understanding.facets;
    expect(previous.map(keyOf)).toEqual(["genre:Comedy", "years:1990-1999"]);
    expect(engine.pick("older", { previous }).understanding.facets.map(keyOf)).toEqual([
      "genre:Comedy",
      "years:1980-1989",
    ]);
    const scary = engine.pick("movies from the 80s").understanding.facets;
    expect(engine.pick("sin terror", { previous: scary }).understanding.facets.map(keyOf)).toEqual([
      "years:1980-1989",
      "not:genre:Horror",
    ]);
    expect(
      engine
        .pick("less action", { previous: [genre("Action"), story("Science Fiction")] })
        .understanding.facets.map(keyOf),
    ).toEqual(["kind:Science Fiction", "not:genre:Action"]);
    // A query with its own subject starts over.
    expect(engine.pick("westerns", { previous }).understanding.facets.map(keyOf)).toEqual(["genre:Western"]);
  });

  it("a query that names its own subject starts over, even with a negation; one that opens with 'but' refines", () => {
    const previous = [genre("Comedy"), years(1990, 1999)];
    expect(engine.pick("a thriller but not horror", { previous }).understanding.facets.map(keyOf)).toEqual([
      "genre:Thriller/Suspense",
      "not:genre:Horror",
    ]);
    // A comparative is a change: the subject of its kind is replaced, the rest kept.
    const thriller = [genre("Thriller/Suspense"), story("Science Fiction")];
    expect(engine.pick("but funnier", { previous: thriller }).understanding.facets.map(keyOf)).toEqual([
      "kind:Science Fiction",
      "genre:Comedy",
    ]);
    expect(engine.pick("pero de los ochenta", { previous: thriller }).understanding.facets.map(keyOf)).toEqual([
      ...thriller.map(keyOf),
      "years:1980-1989",
    ]);
    expect(engine.pick("from the 80s", { previous: thriller }).understanding.facets.map(keyOf)).toEqual([
      "years:1980-1989",
    ]);
  });

  it.each(["like Alien but less scary", "algo parecido a Alien pero sin terror", "مثل Alien لكن بدون رعب"])(
    "'%s' refuses only the changed facet and keeps the film's others",
    (query) => {
      const picked = engine.pick(query);
      expect(picked.understanding.facets.map(keyOf)).toEqual(["like:Alien", "not:genre:Horror"]);
      expect(picked.intent.include.map(keyOf)).toContain("kind:Science Fiction");
      for (const f of picked.films) {
        expect(f.film.creativeType).toBe("Science Fiction");
        expect(f.film.genre).not.toBe("Horror");
      }
    },
  );

  it("a graded value asked away is its opposite; an explicit opposite beats a bare kind's name", () => {
    expect(engine.pick("not popular movies").understanding.facets.map(keyOf)).toEqual(["popularity:obscure"]);
    expect(engine.pick("movies that failed at the box office").understanding.facets.map(keyOf)).toEqual([
      "boxoffice:flop",
    ]);
    expect(engine.pick("أفلام فشلت في شباك التذاكر").understanding.facets.map(keyOf)).toEqual(["boxoffice:flop"]);
  });

  it("a limit stated as a decade replaces a vague word for years", () => {
    const picked = engine.pick("remade classics of the nineties");
    expect(picked.understanding.facets.map(keyOf)).toEqual(["source:remake", "years:1990-1999"]);
    expect(picked.films.every((f) => (f.film.year ?? 0) >= 1990 && (f.film.year ?? 0) <= 1999)).toBe(true);
  });

  it("a quality word counts only when it qualifies films", () => {
    expect(engine.pick("bad movies").understanding.facets.map(keyOf)).toEqual(["acclaim:worst"]);
    expect(engine.pick("películas malas").understanding.facets.map(keyOf)).toEqual(["acclaim:worst"]);
    const villain = engine.pick("movies where the bad guy wins").understanding;
    expect(villain.facets.map(keyOf)).not.toContain("acclaim:worst");
    expect(villain.unknown).toContain("bad");
  });

  it("a limit on a fact the catalogue lacks lets such films through, known ones first, and says so", () => {
    const picked = engine.pick("war films without violence before 1980");
    expect(picked.understanding.facets.map(keyOf)).toEqual(["topic:war", "years:-1979", "not:audience:R.."]);
    for (const [i, f] of picked.films.entries()) {
      expect(f.film.year ?? 0).toBeLessThan(1980);
      expect(["R", "NC-17"]).not.toContain(f.film.mpaa);
      const known = ["G", "PG", "PG-13"].includes(f.film.mpaa ?? "");
      expect(picked.understanding.reasons[i]).toContain(known ? `mpaa:${f.film.mpaa}` : "mpaa:unknown");
    }
    // Rated films that keep the limit come before unrated ones.
    const rated = engine.pick("horror but not too gory").films.map((f) => f.film.mpaa);
    expect(rated.every((r) => ["G", "PG", "PG-13"].includes(r ?? ""))).toBe(true);
  });

  it("never suggests a film it cannot show, even one the query names or is like", () => {
    const titles = new Map<string, number>();
    for (const f of catalog.films) titles.set(f.title, (titles.get(f.title) ?? 0) + 1);
    const hidden = catalog.films.filter((f) => !f.hasPoster && titles.get(f.title) === 1 && f.title.length > 6);
    expect(hidden.length).toBeGreaterThan(5);
    for (const film of hidden.slice(0, 10)) {
      for (const query of [film.title, `like ${film.title}`]) {
        const picked = engine.pick(query);
        expect(picked.films.length, query).toBe(5);
        expect(
          picked.films.every((f) => f.hasPoster && f.film.id !== film.id),
          query,
        ).toBe(true);
      }
    }
  });

  it("topics come from facts (curated lists, genres), never from words in a title", () => {
    expect(engine.pick("heist").understanding.facets.map(keyOf)).toEqual(["topic:heist"]);
    const titles = (query: string) => engine.pick(query).films.map((f) => f.film.title);
    expect(titles("heist films")).not.toContain("Robin Hood: Prince of Thieves");
    expect(titles("heist films from the 90s")).not.toContain("Robin Hood: Prince of Thieves");
    expect(titles("war comedies")).not.toContain("Super Troopers");
    // A well-known film's title alone still names it.
    expect(engine.pick("alien").understanding.facets.map(keyOf)).toEqual(["title:Alien"]);
  });

  it("a removed facet is left out of the next answer", () => {
    const picked = engine.pick("90s heist movies", { without: [years(1990, 1999)] });
    expect(picked.understanding.facets.map(keyOf)).toEqual(["topic:heist"]);
    expect(picked.films.map((f) => f.film).every(inYears(1990, 1999))).toBe(false);
  });

  it("every pick carries a short reason made of its own facts", () => {
    for (const query of ["90s heist movies", "films based on a novel", "box office hits", "zxqv"]) {
      const picked = engine.pick(query);
      expect(picked.understanding.reasons).toHaveLength(picked.films.length);
      for (const [i, f] of picked.films.entries()) {
        const reason = picked.understanding.reasons[i] ?? [];
        expect(reason.length).toBeGreaterThanOrEqual(1);
        expect(reason.length).toBeLessThanOrEqual(3);
        expect(reason[0]).toBe(`decade:${Math.floor((f.year ?? 0) / 10) * 10}`);
      }
    }
    expect(engine.pick("90s heist movies").understanding.reasons[0]?.[1]).toBe("topic:heist");
  });

  it("suggests only films it can show (with a poster)", () => {
    for (const query of ["westerns", "90s thrillers", "funny animated movies for kids"]) {
      expect(films(query).every((f) => f.hasPoster !== false)).toBe(true);
    }
  });

  it("is deterministic: the same query, the same five, in the same order", () => {
    for (const query of ["scary movies from the 80s", "godfather", "heist", "zxqv"]) {
      const again = new LocalSuggester(catalog);
      expect(again.pick(query).films.map((f) => f.film.id)).toEqual(engine.pick(query).films.map((f) => f.film.id));
    }
  });

  it("suggest() answers the titles; an aborted signal answers aborted", async () => {
    const result = await engine.suggest("westerns", "EN", new AbortController().signal);
    const named = films("westerns").map((f) => (f.year ? `${f.title} (${f.year})` : f.title));
    expect(result).toEqual({ ok: true, value: named });
    const controller = new AbortController();
    controller.abort();
    expect(await engine.suggest("westerns", "EN", controller.signal)).toMatchObject({
      ok: false,
      error: { code: "aborted" },
    });
  });
});

describe("LocalSuggester: hostile queries", () => {
  const ids = (query: string) => engine.pick(query).films.map((f) => f.film.id);

  it(`reads only the first ${QUERY_MAX_LENGTH} characters, however long the query`, () => {
    const head = "the man of ".repeat(40).slice(0, QUERY_MAX_LENGTH);
    expect(ids(`${head}${"westerns ".repeat(100_000)}`)).toEqual(ids(head));
  });

  it.each([
    ["one-letter words", "s ".repeat(150)],
    ["repeated title words", "the man of ".repeat(28)],
    ["a repeated title", "star wars ".repeat(30)],
    ["mixed scripts", "رعب horror الرعب terror 恐怖 ужас ".repeat(10)],
  ])("%s still answer five distinct films, each facet once", (_name, query) => {
    const picked = engine.pick(query);
    expect(new Set(picked.films.map((f) => f.film.id)).size).toBe(5);
    expect(new Set(picked.understanding.facets.map(keyOf)).size).toBe(picked.understanding.facets.length);
  });
});
