import pino from "pino";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Catalog } from "../../movies/catalog/catalog.js";
import { genre, topic } from "../local/facets/make.js";
import { LocalSuggester } from "../local/local-suggester.js";
import type { Understanding } from "../suggester.js";
import { PooledSuggester } from "./pooled-suggester.js";

const silent = pino({ level: "silent" });
const live = () => new AbortController().signal;
const pools: PooledSuggester[] = [];
const pool = (settings: ConstructorParameters<typeof PooledSuggester>[0] = {}) => {
  const made = new PooledSuggester(settings, silent);
  pools.push(made);
  return made;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

let catalog: Catalog;
let local: LocalSuggester;
beforeAll(() => {
  catalog = Catalog.load();
  local = new LocalSuggester(catalog);
});

/** An understanding as the page and the rows read it: tags, reasons and every film's grade. */
function asRead(understood: Understanding | undefined) {
  if (!understood?.rowFit) throw new Error("no understanding");
  const { rowFit, ...rest } = understood;
  return { ...rest, pool: [...rowFit.pool], grades: catalog.films.map((f) => rowFit.grade(f.id)) };
}

describe("PooledSuggester: the local engine off the event loop", () => {
  it.each([
    ["90s heist movies", {}],
    ["like The Matrix but not violent", {}],
    ["older", { previous: "comedies from the 90s", without: [topic("heist")] }],
  ])("answers %s as the engine does in process: the same names, tags, reasons and grades", async (query, context) => {
    const pooled = pool();
    const names: string[] = [];
    const answered = await pooled.suggest(query, "EN", live(), (name) => names.push(name), context);
    const expected = await local.suggest(query, "EN", live(), undefined, context);
    expect(answered).toEqual(expected);
    expect(names).toEqual(answered.ok ? answered.value : []);
    expect(asRead(await pooled.understand(query, context))).toEqual(asRead(local.understand(query, context)));
  });

  it("refuses at once, rate_limited, when the queue is full; the queries it took are answered", async () => {
    const pooled = pool({ threads: 1, queueMax: 2 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => pooled.suggest(`space adventures ${i}`, "EN", live())),
    );
    const refused = answers.filter((a) => !a.ok);
    expect(answers.filter((a) => a.ok).length).toBeGreaterThanOrEqual(3);
    expect(refused.length).toBeGreaterThan(0);
    for (const a of refused) expect(a).toMatchObject({ ok: false, error: { code: "rate_limited", retryAfter: 2 } });
    // Once the queue has room again the engine answers.
    expect((await pooled.suggest("space adventures again", "EN", live())).ok).toBe(true);
  });

  it("runs the engine once for a query's understanding and its names", async () => {
    const pooled = pool();
    await pooled.understand("westerns with a twist");
    expect(pooled.runs).toBe(1);
    expect((await pooled.suggest("westerns with a twist", "EN", live())).ok).toBe(true);
    expect((await pooled.suggest("westerns with a twist", "spanish", live())).ok).toBe(true);
    expect(pooled.runs).toBe(1);
    await pooled.understand("westerns with a twist", { without: [genre("Western")] });
    expect(pooled.runs).toBe(2);
  });
});
