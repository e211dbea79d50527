import { type Context, Hono } from "hono";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { captureLogger } from "../../../tests/fakes/capture-log.js";
import { type FakeOpenAi, OPENAI_FAULTS, startFakeOpenAi } from "../../../tests/fakes/openai.js";
import { gate, waitFor } from "../../../tests/fakes/wait.js";
import type { User } from "../../contract/auth.js";
import { ErrorBodySchema, err, ok } from "../../contract/errors.js";
import { MemoryCache } from "../cache/memory-cache.js";
import { createRateLimits, LIMITS, type RateLimits } from "../http/rate-limit.js";
import { requestLog } from "../http/request-log.js";
import { Catalog } from "../movies/catalog/catalog.js";
import { CatalogSource } from "../movies/catalog-source.js";
import type { MovieSource } from "../movies/movie-source.js";
import { LocalSuggester } from "./local/local-suggester.js";
import { fakeModelSettings } from "./model-test-kit.js";
import { OpenAiSuggester } from "./openai-suggester.js";
import { splitYear } from "./parse-names.js";
import { CLIENT_CLOSED_STATUS, suggestionCacheKey, suggestionRoutes } from "./routes.js";
import { readSuggestionStream } from "./stream-test-kit.js";
import type { Suggester } from "./suggester.js";

let catalog: Catalog;
let local: LocalSuggester;
let logLines: string[];

beforeAll(() => {
  catalog = Catalog.load();
  local = new LocalSuggester(catalog);
});
beforeEach(() => {
  logLines = [];
});

/** Cached names ("Heat (1995)") as the titles the stream sends. */
const titlesOf = (cached: unknown) => (cached as string[]).map((name) => splitYear(name).title);

const USER: User = { uid: "user-1", email: "a@example.com", displayName: "A", photoURL: null };

interface Options {
  suggester?: Suggester;
  movies?: MovieSource;
  cache?: MemoryCache;
  user?: User;
  limits?: RateLimits;
}

/** A fresh app per test: request log, a signed-in user, the suggestion routes on real seams. */
function makeApp(options: Options = {}) {
  const log = captureLogger(logLines, "debug");
  const deps = {
    suggester: options.suggester ?? local,
    movies: options.movies ?? new CatalogSource(catalog),
    limits: options.limits ?? createRateLimits(),
    cache: options.cache ?? new MemoryCache(),
    addressOf: (c: Context) => c.req.header("x-test-address") ?? "192.0.2.1",
  };
  const app = new Hono();
  app.use(requestLog(log));
  app.use(async (c, next) => {
    c.set("user", options.user ?? USER);
    await next();
  });
  app.route("/api/suggestions", suggestionRoutes(deps));
  return app;
}

const post = (app: Hono, body: unknown, init: RequestInit = {}) =>
  app.request("/api/suggestions", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
    ...init,
  });

async function expectError(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  const body = z.strictObject(ErrorBodySchema.shape).parse(await res.json());
  expect(body.error.code).toBe(code);
  return body.error;
}

describe("POST /api/suggestions: input", () => {
  it.each([
    ["an empty query", { query: "" }, /query/],
    ["a blank query", { query: "   \t " }, /query/],
    ["a 301-character query", { query: "a".repeat(301) }, /query must be 1 to 300/],
    ["no query", { language: "EN" }, /query/],
    ["a query that is not text", { query: 42 }, /query/],
    ["an unknown language", { query: "heist", language: "fr" }, /language must be one of EN, AR, spanish/],
    ["a body that is not JSON", "{query:", /JSON/],
  ])("answers 400 bad_request for %s", async (_name, body, message) => {
    const error = await expectError(await post(makeApp(), body), 400, "bad_request");
    expect(error.message).toMatch(message);
  });

  it("trims the query and accepts exactly 300 characters", async () => {
    const res = await post(makeApp(), { query: `  ${"x".repeat(300)}  `, language: "spanish" });
    expect(res.status).toBe(200);
  });
});

describe("POST /api/suggestions: answers", () => {
  it("answers five names and one list per name, each list led by the named film", async () => {
    const res = await post(makeApp(), { query: "90s thrillers", language: "EN" });
    expect(res.status).toBe(200);
    const body = await readSuggestionStream(res);
    expect(body.names).toHaveLength(5);
    expect(new Set(body.names).size).toBe(5);
    expect(body.lists).toHaveLength(5);
    body.lists.forEach((list, i) => {
      expect(list.length).toBeGreaterThan(0);
      expect(list.length).toBeLessThanOrEqual(20);
      expect(list.map((m) => m.title)).toContain(body.names[i]);
    });
  });

  it("language defaults to EN", async () => {
    expect((await post(makeApp(), { query: "scary movies" })).status).toBe(200);
  });

  /** The local engine's names without its film ids, as a model names films: each row is found by a title search. */
  const namesOnly = (): Suggester => ({ kind: "local", suggest: (...args) => local.suggest(...args) });

  it("runs the searches in parallel", async () => {
    let running = 0;
    const searches = gate();
    const movies = new (class extends CatalogSource {
      override async search(...args: Parameters<CatalogSource["search"]>) {
        running++;
        await searches.opened;
        return super.search(...args);
      }
    })(catalog);
    const answer = post(makeApp({ movies, suggester: namesOnly() }), { query: "best Spielberg films" });
    try {
      // All five wait at once: one after another, never more than one would be.
      await waitFor(() => running === 5, { message: "five searches waiting at once" });
    } finally {
      searches.open();
    }
    expect((await answer).status).toBe(200);
  });

  it("a failed or empty search is an empty list for that name, the others still answer", async () => {
    const names = local.pick("heist movies").films.map((f) => f.film.title);
    const movies = new (class extends CatalogSource {
      override async search(...args: Parameters<CatalogSource["search"]>) {
        const [query] = args;
        if (query === names[1]) return err({ code: "upstream_unavailable" as const });
        if (query === names[2]) return ok([]);
        return super.search(...args);
      }
    })(catalog);
    const body = await readSuggestionStream(
      await post(makeApp({ movies, suggester: namesOnly() }), { query: "heist movies" }),
    );
    expect(body.names).toEqual(names);
    expect(body.lists[1]).toEqual([]);
    expect(body.lists[2]).toEqual([]);
    expect(body.lists[0]?.length).toBeGreaterThan(0);
    expect(logLines.join("")).toMatch(/search for a suggestion failed/);
  });

  it("caches names per (kind, language, normalised query) and reuses them", async () => {
    const cache = new MemoryCache();
    let calls = 0;
    const counting: Suggester = {
      kind: "local",
      suggest: (q, l, s) => {
        calls++;
        return local.suggest(q, l, s);
      },
    };
    const app = makeApp({ suggester: counting, cache });
    const first = await readSuggestionStream(await post(app, { query: "Scary  Movies" }));
    const second = await readSuggestionStream(await post(app, { query: "  scary movies " }));
    expect(second).toEqual(first);
    expect(calls).toBe(1);
    expect(titlesOf((await cache.get(suggestionCacheKey("local", "EN", "scary movies")))?.value)).toEqual(first.names);
    await post(app, { query: "scary movies", language: "AR" });
    expect(calls).toBe(2);
  });
});

describe("POST /api/suggestions: cached names", () => {
  /** The suggestion routes on a cache of the test's own, counting requests past the rate limit. */
  function appWith(suggester: Suggester, cache = new MemoryCache()) {
    const limits = createRateLimits();
    const admitted = { count: 0 };
    const consume: typeof limits.consume = async (...args) => {
      const verdict = await limits.consume(...args);
      if (args[0] === "suggestions") admitted.count++;
      return verdict;
    };
    const deps = {
      suggester,
      movies: new CatalogSource(catalog),
      cache,
      limits: { ...limits, consume },
      addressOf: () => "192.0.2.1",
    };
    const app = new Hono();
    app.use(requestLog(captureLogger(logLines, "debug")));
    app.use(async (c, next) => {
      c.set("user", USER);
      await next();
    });
    return { app: app.route("/api/suggestions", suggestionRoutes(deps)), admitted };
  }

  /** A suggester that answers once `release()` is called, or `aborted` when its caller's signal fires. */
  function gatedSuggester() {
    const answer = gate();
    const signals: AbortSignal[] = [];
    const suggester: Suggester = {
      kind: "local",
      async suggest(query, language, signal) {
        signals.push(signal);
        await Promise.race([
          answer.opened,
          new Promise((resolve) => signal.addEventListener("abort", resolve, { once: true })),
        ]);
        return signal.aborted ? err({ code: "aborted" as const }) : local.suggest(query, language, signal);
      },
    };
    return { suggester, signals, release: answer.open };
  }

  /** Requests admitted past the rate limit reach the loader within the microtasks that follow. */
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it("shares one suggester call among identical concurrent queries", async () => {
    const gated = gatedSuggester();
    const { app, admitted } = appWith(gated.suggester);
    const answers = [0, 1, 2].map(() => post(app, { query: "heist movies" }));
    await waitFor(() => admitted.count === 3);
    await settle();
    gated.release();
    const bodies = await Promise.all((await Promise.all(answers)).map(readSuggestionStream));
    expect(gated.signals).toHaveLength(1);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
  });

  it("a page that goes away does not cancel the shared call for a page still waiting", async () => {
    const gated = gatedSuggester();
    const { app, admitted } = appWith(gated.suggester);
    const leaving = new AbortController();
    const first = Promise.resolve(post(app, { query: "heist movies" }, { signal: leaving.signal })).catch(
      (e: unknown) => e,
    );
    const second = post(app, { query: "heist movies" });
    await waitFor(() => admitted.count === 2);
    await settle();
    expect(gated.signals).toHaveLength(1);
    leaving.abort();
    await waitFor(() => gated.signals.length === 2);
    gated.release();
    const res = await second;
    expect(res.status).toBe(200);
    expect((await readSuggestionStream(res)).names).toHaveLength(5);
    const left = await first;
    if (left instanceof Response) expect(left.status).toBe(CLIENT_CLOSED_STATUS);
  });

  it("treats cached names of the wrong shape as a miss and stores good ones over them", async () => {
    const cache = new MemoryCache();
    const key = suggestionCacheKey("local", "EN", "westerns");
    await cache.set(key, { names: "not a list" }, 60_000);
    const res = await post(appWith(local, cache).app, { query: "westerns" });
    expect(res.status).toBe(200);
    const body = await readSuggestionStream(res);
    expect(titlesOf((await cache.get(key))?.value)).toEqual(body.names);
    expect(logLines.join("")).toMatch(/wrong shape/);
  });

  it("does not store an empty answer", async () => {
    const cache = new MemoryCache();
    const empty: Suggester = { kind: "local", suggest: async () => ({ ok: true, value: [] }) };
    expect((await post(appWith(empty, cache).app, { query: "nothing" })).status).toBe(200);
    expect(await cache.get(suggestionCacheKey("local", "EN", "nothing"))).toBeUndefined();
  });
});

describe("POST /api/suggestions: limits and errors", () => {
  it(`answers 429 rate_limited with Retry-After after ${LIMITS.suggestions.points} searches per user`, async () => {
    const app = makeApp();
    for (let i = 0; i < LIMITS.suggestions.points; i++) {
      expect((await post(app, { query: `comedies ${i}` })).status).toBe(200);
    }
    const res = await post(app, { query: "one more" });
    const error = await expectError(res, 429, "rate_limited");
    expect(error.retryAfter).toBeGreaterThan(0);
    expect(res.headers.get("retry-after")).toBe(String(error.retryAfter));
  });

  it("does not count invalid requests against the limit", async () => {
    const app = makeApp();
    for (let i = 0; i < 12; i++) await post(app, { query: "" });
    expect((await post(app, { query: "westerns" })).status).toBe(200);
  });

  describe("with a model behind a fake OpenAI-compatible service", () => {
    let fake: FakeOpenAi;
    beforeEach(async () => {
      fake = await startFakeOpenAi();
    });
    afterEach(async () => {
      await fake.close();
    });
    const model = (overrides: { timeoutMs?: number } = {}) =>
      new OpenAiSuggester(fakeModelSettings(fake, overrides), captureLogger([], "silent"));

    it("searches the model's names", async () => {
      fake.setContent("The Godfather, Jaws, Zzqxv Wqkj");
      const body = await readSuggestionStream(await post(makeApp({ suggester: model() }), { query: "q" }));
      expect(body.names).toEqual(["The Godfather", "Jaws", "Zzqxv Wqkj"]);
      expect(body.lists[0]?.map((m) => m.title)).toContain("The Godfather");
      expect(body.lists[2]).toEqual([]);
    });

    it("a quota error → 429 ai_quota, one call", async () => {
      fake.setReply(OPENAI_FAULTS.quota());
      await expectError(await post(makeApp({ suggester: model() }), { query: "q" }), 429, "ai_quota");
      expect(fake.calls).toBe(1);
    });

    it("a model that is not there → 502 ai_model_not_found naming it", async () => {
      fake.setReply(OPENAI_FAULTS.modelNotFound());
      const error = await expectError(
        await post(makeApp({ suggester: model() }), { query: "q" }),
        502,
        "ai_model_not_found",
      );
      expect(error.details).toEqual(["gpt-3.5-turbo"]);
    });

    it("a rate limit → 429 ai_rate_limited with the service's wait", async () => {
      fake.setReply(OPENAI_FAULTS.rateLimited("120"));
      const res = await post(makeApp({ suggester: model() }), { query: "q" });
      expect((await expectError(res, 429, "ai_rate_limited")).retryAfter).toBe(120);
    });

    it("errors are not cached: the next click tries again", async () => {
      const app = makeApp({ suggester: model() });
      fake.setReply(OPENAI_FAULTS.unauthorized());
      await expectError(await post(app, { query: "q" }), 502, "ai_auth");
      fake.reset();
      expect((await post(app, { query: "q" })).status).toBe(200);
    });

    it("a cancelled page request aborts the model call", async () => {
      // The model never answers: an answer at all means the call was dropped, not waited for.
      fake.setReply(() => new Promise(() => undefined));
      const controller = new AbortController();
      const answer = Promise.resolve(
        post(makeApp({ suggester: model() }), { query: "q" }, { signal: controller.signal }),
      ).catch((e: unknown) => e);
      await waitFor(() => fake.calls === 1, { message: "the model call" });
      controller.abort();
      const res = await answer;
      if (res instanceof Response) expect(res.status).toBe(CLIENT_CLOSED_STATUS);
      expect(fake.calls).toBe(1);
    });
  });
});

describe("POST /api/suggestions: the budgets of calls that reach the suggester", () => {
  /** The routes with a counting suggester; the caller picks the user and the client address per request. */
  function budgetApp(overrides: Parameters<typeof createRateLimits>[1]) {
    const calls = { count: 0 };
    const counting: Suggester = {
      kind: "local",
      suggest: (...args) => {
        calls.count++;
        return local.suggest(...args);
      },
    };
    const deps = {
      suggester: counting,
      movies: new CatalogSource(catalog),
      cache: new MemoryCache(),
      limits: createRateLimits(undefined, overrides),
      addressOf: (c: Context) => c.req.header("x-test-address") ?? "unknown",
    };
    const app = new Hono();
    app.use(async (c, next) => {
      c.set("user", { ...USER, uid: c.req.header("x-test-user") ?? USER.uid });
      await next();
    });
    app.route("/api/suggestions", suggestionRoutes(deps));
    const ask = async (query: unknown, address: string, user = USER.uid) => {
      const res = await post(
        app,
        { query },
        { headers: { "content-type": "application/json", "x-test-address": address, "x-test-user": user } },
      );
      if (res.ok) await readSuggestionStream(res);
      return res;
    };
    return { ask, calls };
  }

  it("a server-wide ceiling: past it no address reaches the model, but answered queries are still served", async () => {
    const { ask, calls } = budgetApp({ suggestionsOverall: 3, suggestions: 100 });
    const queries = ["heist movies", "space operas", "courtroom dramas"];
    for (const [i, query] of queries.entries()) expect((await ask(query, `192.0.2.${i + 1}`)).status).toBe(200);
    const refused = await ask("silent comedies", "198.51.100.7");
    await expectError(refused, 429, "rate_limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(calls.count).toBe(3);
    // Cached answers and refused inputs spend nothing, so the ceiling counts only model calls.
    for (const query of queries) expect((await ask(query, "198.51.100.7")).status).toBe(200);
    await expectError(await ask("", "198.51.100.7"), 400, "bad_request");
    expect(calls.count).toBe(3);
  });

  it("a client address's budget: its new queries are refused, another address's are not", async () => {
    const { ask, calls } = budgetApp({ suggestionsFromAddress: 2, suggestions: 100 });
    expect((await ask("heist movies", "192.0.2.1")).status).toBe(200);
    expect((await ask("space operas", "192.0.2.1", "another-user")).status).toBe(200);
    await expectError(await ask("courtroom dramas", "192.0.2.1"), 429, "rate_limited");
    expect((await ask("heist movies", "192.0.2.1")).status).toBe(200);
    expect((await ask("courtroom dramas", "192.0.2.2")).status).toBe(200);
    expect(calls.count).toBe(3);
  });

  it("a request the user's own budget refuses spends nothing of the address's or the server's", async () => {
    const { ask, calls } = budgetApp({ suggestions: 1, suggestionsOverall: 2 });
    expect((await ask("heist movies", "192.0.2.1", "ana")).status).toBe(200);
    for (let i = 0; i < 3; i++)
      await expectError(await ask(`space operas ${i}`, "192.0.2.1", "ana"), 429, "rate_limited");
    expect((await ask("courtroom dramas", "192.0.2.2", "ben")).status).toBe(200);
    expect(calls.count).toBe(2);
  });

  it("a server-wide ceiling on every answer, cached or not: rows cost the event loop either way", async () => {
    const { ask, calls } = budgetApp({ suggestionsServed: 3, suggestions: 100 });
    expect((await ask("heist movies", "192.0.2.1", "ana")).status).toBe(200);
    expect((await ask("heist movies", "192.0.2.2", "ben")).status).toBe(200);
    expect((await ask("space operas", "192.0.2.3", "cy")).status).toBe(200);
    const refused = await ask("heist movies", "192.0.2.4", "dee");
    await expectError(refused, 429, "rate_limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(calls.count).toBe(2);
  });
});
