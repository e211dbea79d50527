/**
 * Discover figures on the embedded catalogue, as the server computes them (no network): title
 * search as a person types it (prefixes of well-known titles, a typo in longer words) and
 * "More like this" (films like a film) for many films; p50 / p95 / max per call.
 *   npx tsx scripts/bench/discover.ts
 */
import { Catalog } from "../../src/server/movies/catalog/catalog.js";
import { CatalogSource } from "../../src/server/movies/catalog-source.js";

export interface DiscoverFigures {
  search: { calls: number; p50: number; p95: number; max: number };
  similar: { calls: number; p50: number; p95: number; max: number };
}

function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { calls: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0 };
}

/** What a person types on the way to a title: 2, 4 and 6 letters, then the title with one letter swapped. */
function typed(title: string): string[] {
  const lower = title.toLowerCase();
  const swapped = lower.length > 6 ? `${lower.slice(0, 3)}${lower[4]}${lower[3]}${lower.slice(5)}` : lower;
  return [lower.slice(0, 2), lower.slice(0, 4), lower.slice(0, 6), swapped];
}

export async function measureDiscover(rounds = 3): Promise<DiscoverFigures> {
  const catalog = Catalog.load().warm();
  const source = new CatalogSource(catalog);
  const films = catalog.mosaic(250);
  const searchTimes: number[] = [];
  const similarTimes: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const film of films) {
      for (const text of typed(film.title)) {
        const started = performance.now();
        await source.search(text, "EN");
        searchTimes.push(performance.now() - started);
      }
      const started = performance.now();
      await source.similar(film.id, "EN");
      similarTimes.push(performance.now() - started);
    }
  }
  return { search: stats(searchTimes), similar: stats(similarTimes) };
}

export function discoverRows(f: DiscoverFigures): [string, string][] {
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  return [
    [
      `title search as typed (embedded), ${f.search.calls} calls`,
      `p50 ${ms(f.search.p50)}, p95 ${ms(f.search.p95)}, max ${ms(f.search.max)} (target p95 < 30 ms)`,
    ],
    [
      `"More like this" (embedded), ${f.similar.calls} films`,
      `p50 ${ms(f.similar.p50)}, p95 ${ms(f.similar.p95)}, max ${ms(f.similar.max)}`,
    ],
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await measureDiscover();
  for (const [name, value] of discoverRows(figures)) process.stdout.write(`${name}: ${value}\n`);
}
