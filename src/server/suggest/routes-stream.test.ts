import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { captureLogger } from "../../../tests/fakes/capture-log.js";
import { waitFor } from "../../../tests/fakes/wait.js";
import { err, ok } from "../../contract/errors.js";
import { SUGGESTION_STREAM_TYPE, SuggestionEventSchema } from "../../contract/suggestions.js";
import { MemoryCache } from "../cache/memory-cache.js";
import { createRateLimits } from "../http/rate-limit.js";
import { requestLog } from "../http/request-log.js";
import { Catalog } from "../movies/catalog/catalog.js";
import { CatalogSource } from "../movies/catalog-source.js";
import type { MovieSource } from "../movies/movie-source.js";
import { LocalSuggester } from "./local/local-suggester.js";
import { suggestionRoutes } from "./routes.js";
import { readSuggestionStream } from "./stream-test-kit.js";
import type { Suggester } from "./suggester.js";

let catalog: Catalog;
beforeAll(() => {
  catalog = Catalog.load();
});

function appOf(suggester: Suggester, movies: MovieSource = new CatalogSource(catalog)) {
  const deps = {
    suggester,
    movies,
    limits: createRateLimits(),
    cache: new MemoryCache(),
    addressOf: () => "192.0.2.1",
  };
  const app = new Hono();
  app.use(requestLog(captureLogger([], "debug")));
  app.use(async (c, next) => {
    c.set("user", { uid: "stream-user", email: "s@example.com", displayName: null, photoURL: null });
    await next();
  });
  return app.route("/api/suggestions", suggestionRoutes(deps));
}

const post = (app: Hono, query: string, signal?: AbortSignal, context: object = {}) =>
  app.request("/api/suggestions", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, ...context }),
    ...(signal && { signal }),
  });

/** Reads a stream line by line, as the page does. */
function lineReader(res: Response) {
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let pending = "";
  return async function next() {
    for (;;) {
      const cut = pending.indexOf("\n");
      if (cut >= 0) {
        const line = pending.slice(0, cut);
        pending = pending.slice(cut + 1);
        return SuggestionEventSchema.parse(JSON.parse(line));
      }
      const { done, value } = await reader.read();
      if (done) return undefined;
      pending += decoder.decode(value, { stream: true });
    }
  };
}

/** A suggester that names `names` one at a time, each when the test calls `step()`. */
function steppedSuggester(names: string[], fail?: "ai_unavailable") {
  const steps: (() => void)[] = [];
  const signals: AbortSignal[] = [];
  const suggester: Suggester = {
    kind: "openai",
    async suggest(_q, _l, signal, onName) {
      signals.push(signal);
      for (const [index, name] of names.entries()) {
        await new Promise<void>((resolve) => {
          steps.push(resolve);
          signal.addEventListener("abort", () => resolve(), { once: true });
        });
        if (signal.aborted) return err({ code: "aborted" });
        onName?.(name, index);
      }
      return fail ? err({ code: fail }) : ok(names);
    },
  };
  const step = async () => {
    await waitFor(() => steps.length > 0, { message: "the suggester to wait" });
    steps.shift()?.();
  };
  return { suggester, step, signals };
}

describe("POST /api/suggestions streams", () => {
  it("sends each name and its row as soon as they are ready, with the year searched", async () => {
    const model = steppedSuggester(["Fargo (1996)", "Reservoir Dogs (1992)"]);
    const started = post(appOf(model.suggester), "crime");
    await model.step();
    const res = await started;
    expect(res.headers.get("content-type")).toContain(SUGGESTION_STREAM_TYPE);
    const next = lineReader(res);
    expect(await next()).toEqual({ type: "name", index: 0, name: "Fargo", year: 1996 });
    const row = await next();
    // The first row is complete while the model has not named the second film yet.
    expect(row).toMatchObject({ type: "movies", index: 0 });
    expect(row?.type === "movies" && row.movies[0]?.title).toBe("Fargo");
    await model.step();
    expect(await next()).toEqual({ type: "name", index: 1, name: "Reservoir Dogs", year: 1992 });
    const second = await next();
    // The suggested film first, then films like it: none shown in the first row, none twice.
    const titles = second?.type === "movies" ? second.movies.map((m) => m.title) : [];
    expect(titles[0]).toBe("Reservoir Dogs");
    expect(titles.length).toBeGreaterThanOrEqual(5);
    expect(new Set(titles).size).toBe(titles.length);
    const firstRow = row?.type === "movies" ? row.movies.map((m) => m.title) : [];
    expect(titles.filter((t) => firstRow.includes(t))).toEqual([]);
    expect(await next()).toEqual({ type: "done" });
    expect(await next()).toBeUndefined();
  });

  it("writes the embedded engine's rows one by one, the server free for other requests between them", async () => {
    const res = await post(appOf(new LocalSuggester(catalog, captureLogger([]))), "funny 90s comedies");
    const next = lineReader(res);
    let turned = false;
    let rows = 0;
    for (let event = await next(); event?.type !== "done"; event = await next()) {
      if (event === undefined) throw new Error("the stream ended without done");
      // Once the first row is read, the event loop must get a turn before the last row arrives.
      if (event.type !== "movies") continue;
      rows += 1;
      if (rows === 1)
        setImmediate(() => {
          turned = true;
        });
    }
    expect(rows).toBe(5);
    expect(turned).toBe(true);
  });

  it("an error after some names keeps their rows and ends with the error", async () => {
    const model = steppedSuggester(["Fargo (1996)", "Ronin (1998)"], "ai_unavailable");
    const started = post(appOf(model.suggester), "crime");
    await model.step();
    await model.step();
    const answer = await readSuggestionStream(await started);
    expect(answer.names).toEqual(["Fargo", "Ronin"]);
    expect(answer.lists.map((list) => list[0]?.title)).toEqual(["Fargo", "Ronin"]);
    expect(answer.end).toBe("error");
    expect(answer.events.at(-1)).toEqual({ type: "error", error: { code: "ai_unavailable" } });
  });

  it("closing the stream aborts the model call", async () => {
    const model = steppedSuggester(["Fargo (1996)", "Ronin (1998)"]);
    const page = new AbortController();
    const started = post(appOf(model.suggester), "crime", page.signal);
    await model.step();
    const res = await started;
    await res.body?.cancel();
    await waitFor(() => model.signals[0]?.aborted === true, { message: "the model call to be aborted" });
  });

  it("the embedded engine says what it understood; a title search is precise", async () => {
    const answer = await readSuggestionStream(await post(appOf(new LocalSuggester(catalog)), "90s heist movies"));
    expect(answer.end).toBe("done");
    expect(answer.tags).toEqual(expect.arrayContaining(["topic:heist", "years:1990-1999"]));
    answer.lists.forEach((list, i) => {
      expect(list[0]?.title).toBe(answer.names[i]);
      expect(list[0]?.release_date?.slice(0, 4)).toBe(String(answer.years[i]));
    });
  });
});

describe("POST /api/suggestions: refining and removing facets", () => {
  it("sends each pick's reason with its name, and what was not understood", async () => {
    const app = appOf(new LocalSuggester(catalog));
    const answer = await readSuggestionStream(await post(app, "90s heist movies blorf"));
    const names = answer.events.filter((e) => e.type === "name");
    expect(names.every((e) => e.type === "name" && e.reason?.[0]?.startsWith("decade:"))).toBe(true);
    expect(answer.events.find((e) => e.type === "understood")).toMatchObject({ unknown: ["blorf"] });
  });

  it("a follow-up that reads as a change refines the previous query, and says so; a removed facet is left out (and cached apart)", async () => {
    const app = appOf(new LocalSuggester(catalog));
    const previous = "comedies from the 90s";
    const older = await readSuggestionStream(await post(app, "older", undefined, { previous }));
    expect(older.tags).toEqual(["genre:Comedy", "years:1980-1989"]);
    expect(older.events.find((e) => e.type === "understood")).toMatchObject({ refining: previous });
    expect(older.years.every((y) => y !== undefined && y >= 1980 && y <= 1989)).toBe(true);
    // A query with a subject of its own starts fresh: no refining chip, none of the old facets.
    const fresh = await readSuggestionStream(await post(app, "westerns", undefined, { previous }));
    expect(fresh.tags).toEqual(["genre:Western"]);
    expect(fresh.events.find((e) => e.type === "understood")).not.toHaveProperty("refining");
    const full = await readSuggestionStream(await post(app, "90s heist movies"));
    const without = await readSuggestionStream(
      await post(app, "90s heist movies", undefined, { without: [{ kind: "years", from: 1990, to: 1999 }] }),
    );
    expect(without.tags).toEqual(["topic:heist"]);
    expect(without.names).not.toEqual(full.names);
  });

  it("sends typed chips, marking those the answer had to give up", async () => {
    const app = appOf(new LocalSuggester(catalog));
    // The catalogue holds no western of the 1950s: one of the two gives way, and its chip says so.
    const answer = await readSuggestionStream(await post(app, "classic westerns from the 1950s"));
    const understood = answer.events.find((e) => e.type === "understood");
    expect(understood?.type === "understood" && understood.chips).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ facet: { kind: "genre", value: "Western" } }),
        expect.objectContaining({ facet: { kind: "years", from: 1950, to: 1959 } }),
      ]),
    );
    const relaxed = understood?.type === "understood" ? understood.chips.filter((c) => c.relaxed) : [];
    expect(relaxed.length).toBeGreaterThan(0);
    expect(answer.names).toHaveLength(5);
    const kept = await readSuggestionStream(await post(app, "westerns"));
    const keptChips = kept.events.find((e) => e.type === "understood");
    expect(keptChips?.type === "understood" && keptChips.chips).toEqual([
      { facet: { kind: "genre", value: "Western" } },
    ]);
  });

  it("when nothing is understood, names no film: the understood line says so and the answer ends", async () => {
    const app = appOf(new LocalSuggester(catalog));
    const answer = await readSuggestionStream(await post(app, "zxqv wplk"));
    expect(answer.events).toEqual([
      { type: "understood", chips: [], unknown: ["zxqv", "wplk"], fallback: true },
      { type: "done" },
    ]);
  });

  it("refuses a previous query or removed facet the contract does not allow", async () => {
    const app = appOf(new LocalSuggester(catalog));
    expect((await post(app, "older", undefined, { previous: "x".repeat(301) })).status).toBe(400);
    expect((await post(app, "older", undefined, { without: ["years:1990-1999"] })).status).toBe(400);
    expect((await post(app, "older", undefined, { without: [{ kind: "decade", value: "x" }] })).status).toBe(400);
  });

  it("a model's pick gets its reason from the film found (decade, genres, rating)", async () => {
    const model: Suggester = {
      kind: "openai",
      suggest: async (_query, _language, _signal, onName) => {
        onName?.("Se7en (1995)", 0);
        return ok(["Se7en (1995)"]);
      },
    };
    const answer = await readSuggestionStream(await post(appOf(model), "a grim detective thriller"));
    const row = answer.events.find((e) => e.type === "movies");
    expect(row).toMatchObject({
      type: "movies",
      index: 0,
      reason: ["decade:1990", expect.stringMatching(/^genres:./), expect.stringMatching(/^rating:/)],
    });
    expect(answer.lists[0]?.[0]?.title).toBe("Se7en");
  });

  it("no film is shown in two rows", async () => {
    const answer = await readSuggestionStream(await post(appOf(new LocalSuggester(catalog)), "animated movies"));
    const ids = answer.lists.flat().map((m) => m.id);
    expect(ids.length).toBe(new Set(ids).size);
  });
});

describe("POST /api/suggestions: faults that throw", () => {
  it("a search that throws is an empty row; the stream still ends", async () => {
    const movies = new (class extends CatalogSource {
      override async search(): ReturnType<CatalogSource["search"]> {
        throw new Error("boom");
      }
    })(catalog);
    const engine = new LocalSuggester(catalog);
    // Names without film ids, as a model gives them: each row is found by a title search.
    const namesOnly: Suggester = { kind: "local", suggest: (...args) => engine.suggest(...args) };
    const answer = await readSuggestionStream(await post(appOf(namesOnly, movies), "westerns"));
    expect(answer.end).toBe("done");
    expect(answer.lists).toEqual([[], [], [], [], []]);
    // The local engine names its films by id: its rows need no title search at all.
    const byId = await readSuggestionStream(await post(appOf(engine, movies), "westerns"));
    expect(byId.end).toBe("done");
    expect(byId.lists.map((films) => films[0]?.title)).toEqual(byId.names);
  });

  it("a suggester that throws before any name is an ordinary error answer, never a hung request", async () => {
    const broken: Suggester = {
      kind: "openai",
      suggest: async () => {
        throw new Error("boom");
      },
    };
    const app = appOf(broken);
    app.onError((_error, c) => c.json({ error: { code: "internal" } }, 500));
    const res = await post(app, "anything");
    expect(res.status).toBe(500);
  });
});
