import { describe, expect, it } from "vitest";
import { startFakeTmdb } from "../../../tests/fakes/tmdb.js";
import { LIMITS } from "../http/rate-limit.js";
import { METRICS_TOKEN, opsApp, postJson, sample, scrape, signedIn } from "./ops-test-kit.js";

describe("GET /metrics", () => {
  it("answers 404 when METRICS_TOKEN is not set (the SPA does not answer it either)", async () => {
    const { app } = await opsApp();
    const res = await app.request("/metrics", { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(404);
  });

  it("refuses a missing or wrong token with 401", async () => {
    const { app } = await opsApp({ METRICS_TOKEN });
    expect((await app.request("/metrics")).status).toBe(401);
    const wrong = await app.request("/metrics", { headers: { authorization: `Bearer ${METRICS_TOKEN}x` } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toContain("Bearer");
  });

  it("counts and times requests by route template and status, and reports process metrics", async () => {
    const { app } = await opsApp({ METRICS_TOKEN });
    const cookie = await signedIn(app, "metrics@example.com");
    const popular = (await (await app.request("/api/movies/popular", { headers: { cookie } })).json()) as {
      results: { id: number }[];
    };
    const ids = popular.results.slice(0, 3).map((film) => film.id);
    for (const id of ids) await app.request(`/api/movies/${id}/similar`, { headers: { cookie } });
    expect((await app.request("/api/movies/popular")).status).toBe(401);

    const res = await app.request("/metrics", { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    // A route template, never a raw id: three films, one series.
    const similar = 'method="GET",route="/api/movies/:id/similar",status="200"';
    expect(sample(text, `reelwise_http_requests_total{${similar}}`)).toBe(3);
    expect(sample(text, `reelwise_http_request_duration_seconds_count{${similar}}`)).toBe(3);
    expect(sample(text, `reelwise_http_request_duration_seconds_bucket{le="+Inf",${similar}}`)).toBe(3);
    // Answered by a middleware (no session): counted under that middleware's pattern, still a template.
    const refused = 'method="GET",route="/api/movies/*",status="401"';
    expect(sample(text, `reelwise_http_request_duration_seconds_count{${refused}}`)).toBe(1);
    expect(text).not.toContain(`/api/movies/${ids[0]}`);
    expect(text).toContain("reelwise_nodejs_eventloop_lag_seconds");
    expect(text).toContain("reelwise_process_resident_memory_bytes");
  });

  it("counts made-up HTTP methods under one label, so clients cannot add series", async () => {
    const { app } = await opsApp({ METRICS_TOKEN });
    for (const method of ["FOO", "BAR1", "PROPFIND", "X-Y"]) await app.request("/api/config", { method });
    const text = await scrape(app);
    const series = text.split("\n").filter((line) => line.startsWith("reelwise_http_requests_total{"));
    const methods = new Set(series.map((line) => /method="([^"]*)"/.exec(line)?.[1]));
    expect(methods.has("OTHER")).toBe(true);
    for (const made of ["FOO", "BAR1", "PROPFIND", "X-Y"]) expect(methods.has(made)).toBe(false);
    const other = series.filter((line) => line.includes('method="OTHER"'));
    expect(other.reduce((sum, line) => sum + Number(line.split(" ").at(-1)), 0)).toBe(4);
  });

  it("counts every budget refusal by limit, whoever checks the budget (middleware, route, lockout)", async () => {
    // 0.1 leaves one AI search a minute per user (10 × 0.1); lists 30; sign-in attempts never scale.
    const { app } = await opsApp({ METRICS_TOKEN, RATE_LIMIT_SCALE: "0.1" });
    const cookie = await signedIn(app, "budgets@example.com");
    let lists = 0;
    while ((await app.request("/api/movies/popular", { headers: { cookie } })).status !== 429) lists += 1;
    expect(lists).toBe(Math.round(LIMITS.lists.points * 0.1));

    const suggest = () => postJson(app, "/api/suggestions", { query: "funny dog movies", language: "EN" }, cookie);
    const first = await suggest();
    expect(first.status).toBe(200);
    await first.text();
    expect((await suggest()).status).toBe(429);

    // "Forgot password?" from one address: past its budget, 429.
    const forgot = () => postJson(app, "/api/auth/forgot-password", { email: "budgets@example.com", language: "EN" });
    for (let i = 0; i < LIMITS.resetRequestsFromAddress.points; i += 1) expect((await forgot()).status).toBe(200);
    expect((await forgot()).status).toBe(429);

    // Wrong passwords for one account from one address: past the budget that address is refused.
    const wrongPassword = () =>
      postJson(app, "/api/auth/sign-in", { email: "budgets@example.com", password: "Wrong12345" });
    for (let i = 0; i < LIMITS.signInFailuresFromAddress.points; i += 1)
      expect((await wrongPassword()).status).toBe(401);
    expect((await wrongPassword()).status).toBe(429);

    const text = await scrape(app);
    expect(sample(text, 'reelwise_budget_refusals_total{limit="lists"}')).toBe(1);
    expect(sample(text, 'reelwise_budget_refusals_total{limit="suggestions"}')).toBe(1);
    expect(sample(text, 'reelwise_budget_refusals_total{limit="resetRequestsFromAddress"}')).toBe(1);
    expect(sample(text, 'reelwise_budget_refusals_total{limit="signInFailuresFromAddress"}')).toBe(1);
  });

  it("times a suggestion to its first name and to the whole answer", async () => {
    const { app } = await opsApp({ METRICS_TOKEN });
    const cookie = await signedIn(app, "timings@example.com");
    const res = await postJson(app, "/api/suggestions", { query: "space adventures", language: "EN" }, cookie);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('"name"');
    await expect
      .poll(async () => sample(await scrape(app), 'reelwise_suggestion_seconds_count{phase="done",suggester="local"}'))
      .toBe(1);
    const text = await scrape(app);
    expect(sample(text, 'reelwise_suggestion_seconds_count{phase="first_name",suggester="local"}')).toBe(1);
    const first = sample(text, 'reelwise_suggestion_seconds_sum{phase="first_name",suggester="local"}') ?? -1;
    const done = sample(text, 'reelwise_suggestion_seconds_sum{phase="done",suggester="local"}') ?? -1;
    expect(first).toBeGreaterThan(0);
    expect(done).toBeGreaterThanOrEqual(first);
  });

  it("counts upstream calls by service and cache lookups by kind and result", async () => {
    const tmdb = await startFakeTmdb();
    try {
      const { app } = await opsApp({ METRICS_TOKEN, TMDB_TOKEN: tmdb.token, TMDB_API_URL: tmdb.url });
      const cookie = await signedIn(app, "upstream@example.com");
      for (let i = 0; i < 3; i += 1) {
        expect((await app.request("/api/movies/popular", { headers: { cookie } })).status).toBe(200);
      }
      const text = await scrape(app);
      expect(sample(text, 'reelwise_upstream_calls_total{service="tmdb",outcome="ok"}')).toBe(1);
      expect(sample(text, 'reelwise_upstream_call_duration_seconds_count{service="tmdb"}')).toBe(1);
      expect(sample(text, 'reelwise_cache_lookups_total{kind="list",result="miss"}')).toBe(1);
      expect(sample(text, 'reelwise_cache_lookups_total{kind="list",result="hit"}')).toBe(2);
    } finally {
      await tmdb.close();
    }
  });

  it("counts each app's own work only, when two apps share one process", async () => {
    const tmdb = await startFakeTmdb();
    try {
      const env = { METRICS_TOKEN, TMDB_TOKEN: tmdb.token, TMDB_API_URL: tmdb.url };
      const [one, two] = [(await opsApp(env)).app, (await opsApp(env)).app];
      const cookie = await signedIn(one, "one@example.com");
      expect((await one.request("/api/movies/popular", { headers: { cookie } })).status).toBe(200);
      const [mine, theirs] = [await scrape(one), await scrape(two)];
      expect(sample(mine, 'reelwise_upstream_calls_total{service="tmdb",outcome="ok"}')).toBe(1);
      expect(sample(mine, 'reelwise_cache_lookups_total{kind="list",result="miss"}')).toBe(1);
      expect(sample(theirs, 'reelwise_upstream_calls_total{service="tmdb",outcome="ok"}')).toBeUndefined();
      expect(sample(theirs, 'reelwise_cache_lookups_total{kind="list",result="miss"}')).toBeUndefined();
    } finally {
      await tmdb.close();
    }
  });
});
