import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { captureLogger } from "../../../tests/fakes/capture-log.js";
import { waitFor } from "../../../tests/fakes/wait.js";
import { err, ok } from "../../contract/errors.js";
import { SUGGESTION_STREAM_TYPE, SuggestionEventSchema } from "../../contract/suggestions.js";
import { MemoryCache } from "../cache/memory-cache.js";
import { createRateLimits } from "../http/rate-limit.js";
import { requestLog } from "../http/request-log.js";
import { Catalog } from "../movies/catalog.js";
import { CatalogSource } from "../movies/catalog-source.js";
import type { MovieSource } from "../movies/movie-source.js";
import { LocalSuggester } from "./local-suggester.js";
import { suggestionRoutes } from "./routes.js";
import { readSuggestionStream } from "./stream-test-kit.js";
import type { Suggester } from "./suggester.js";

let catalog: Catalog;
beforeAll(() => {
  catalog = Catalog.load();
});

function appOf(suggester: Suggester, movies: MovieSource = new CatalogSource(catalog)) {
  const deps = { suggester, movies, limits: createRateLimits(), cache: new MemoryCache() };
  const app = new Hono();
  app.use(requestLog(captureLogger([], "debug")));
  app.use(async (c, next) => {
    c.set("user", { uid: "stream-user", email: "s@example.com", displayName: null, photoURL: null });
    await next();
  });
  return app.route("/api/suggestions", suggestionRoutes(deps));
}

const post = (app: Hono, query: string, signal?: AbortSignal) =>
  app.request("/api/suggestions", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query }),
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
    expect(second?.type === "movies" && second.movies.map((m) => m.title)).toEqual(["Reservoir Dogs"]);
    expect(await next()).toEqual({ type: "done" });
    expect(await next()).toBeUndefined();
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

describe("POST /api/suggestions: faults that throw", () => {
  it("a search that throws is an empty row; the stream still ends", async () => {
    const movies = new (class extends CatalogSource {
      override async search(): ReturnType<CatalogSource["search"]> {
        throw new Error("boom");
      }
    })(catalog);
    const answer = await readSuggestionStream(await post(appOf(new LocalSuggester(catalog), movies), "westerns"));
    expect(answer.end).toBe("done");
    expect(answer.lists).toEqual([[], [], [], [], []]);
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
