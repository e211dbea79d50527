/**
 * Held-out taste check on the embedded catalogue, as the server makes the rows (`forYou`, no
 * network): synthetic people who like one genre, or one director. Each rates a few of that
 * genre's (director's) films, drawn with a fixed seed: two 'Love this!' and two 'I like this'.
 * The rest of the genre's (director's) films are held out. Reported: the share of 'Top picks for
 * you' that fit (same genre; same director), beside the share chance would give, and for
 * directors the share of their held-out films found in any row made for the person.
 *   npx tsx scripts/bench/taste.ts
 */
import type { FilmTaste } from "../../src/contract/taste.js";
import { Catalog } from "../../src/server/movies/catalog/catalog.js";
import type { Film } from "../../src/server/movies/catalog/film.js";
import { CatalogSource } from "../../src/server/movies/catalog-source.js";
import { forYou } from "../../src/server/my-list/for-you.js";

export interface TasteFigures {
  genre: { people: number; fit: number; chance: number };
  director: { people: number; fit: number; chance: number; heldOutFound: number };
}

/** A small fixed-seed generator (mulberry32), so every run rates the same films. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function groups(films: readonly Film[], key: (f: Film) => string | null, least: number): Map<string, Film[]> {
  const by = new Map<string, Film[]>();
  for (const film of films) {
    const k = key(film);
    if (k) by.set(k, [...(by.get(k) ?? []), film]);
  }
  return new Map([...by].filter(([, members]) => members.length >= least));
}

/** Four of the group's films, rated: two loved, two liked; the rest are held out. */
function ratingsFrom(members: readonly Film[], random: () => number): FilmTaste[] {
  const shuffled = [...members];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j] as Film, shuffled[i] as Film];
  }
  return shuffled.slice(0, 4).map((film, i) => ({
    id: film.id,
    rating: i < 2 ? "love" : "like",
    seen: false,
    title: film.title,
    release_date: film.releaseDate,
  }));
}

async function check(
  catalog: Catalog,
  source: CatalogSource,
  members: Map<string, Film[]>,
  fits: (film: Film, name: string) => boolean,
  random: () => number,
) {
  let picks = 0;
  let fitting = 0;
  let chance = 0;
  let heldOut = 0;
  let found = 0;
  for (const [name, films] of members) {
    const taste = ratingsFrom(films, random);
    const rated = new Set(taste.map((f) => f.id));
    const rows = await forYou([], taste, source, "EN");
    const picked = rows.topPicks.map((m) => catalog.byId(m.id)).filter((f): f is Film => f !== undefined);
    picks += picked.length;
    fitting += picked.filter((f) => fits(f, name)).length;
    chance += films.length / catalog.films.length;
    const inRows = new Set([...rows.liked.flatMap((r) => r.results), ...rows.topPicks].map((m) => m.id));
    const held = films.filter((f) => !rated.has(f.id));
    heldOut += held.length;
    found += held.filter((f) => inRows.has(f.id)).length;
  }
  return {
    people: members.size,
    fit: fitting / Math.max(picks, 1),
    chance: chance / members.size,
    heldOutFound: found / Math.max(heldOut, 1),
  };
}

export async function measureTaste(): Promise<TasteFigures> {
  const catalog = Catalog.load().warm();
  const source = new CatalogSource(catalog);
  const random = seeded(34);
  const genre = await check(
    catalog,
    source,
    groups(catalog.films, (f) => f.genre, 40),
    (f, g) => f.genre === g,
    random,
  );
  const director = await check(
    catalog,
    source,
    groups(catalog.films, (f) => f.director, 8),
    (f, d) => f.director === d,
    random,
  );
  return {
    genre: { people: genre.people, fit: genre.fit, chance: genre.chance },
    director,
  };
}

export function tasteRows(f: TasteFigures): [string, string][] {
  const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
  return [
    [
      `taste, held out: ${f.genre.people} people who like one genre (2 loved, 2 liked)`,
      `${pct(f.genre.fit)} of top picks in that genre (chance ${pct(f.genre.chance)})`,
    ],
    [
      `taste, held out: ${f.director.people} people who like one director (2 loved, 2 liked)`,
      `${pct(f.director.fit)} of top picks by that director (chance ${pct(f.director.chance)}); ${pct(f.director.heldOutFound)} of the director's other films in their rows`,
    ],
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await measureTaste();
  for (const [figure, measured] of tasteRows(figures)) process.stdout.write(`${figure}: ${measured}\n`);
}
