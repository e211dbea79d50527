import { Agent, request } from "node:http";
import { LIMITS } from "../../src/server/http/rate-limit.js";
import { newAccount, type RunningServer, startServer } from "../e2e/harness.js";
import { cookieOf, sendFrom } from "./http-from.js";

/** What a polite client saw of /api/health, idle and while AI searches spend the server-wide budget. */
export interface SuggestionLoadFigures {
  idle: HealthLatency;
  loaded: HealthLatency;
  /** Suggestion answers by status (200 streamed, 429 past a budget), sent in the budget's first minute. */
  suggestions: Record<string, number>;
  /** The server-wide budget for that minute (less the warm-up's searches). */
  budget: number;
  /** Polite health answers that were not 200 (must stay empty). */
  healthRefused: number[];
  /** The server's own event-loop delay over the loaded run (prom-client), ms: what the machine's scheduling does not explain. */
  eventLoop: { p99: number; max: number };
}

export interface HealthLatency {
  requests: number;
  p50: number;
  p99: number;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
const round = (ms: number) => Math.round(ms * 10) / 10;

const healthAgent = new Agent({ keepAlive: true, maxSockets: 1 });

function timedHealth(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(`${url}/api/health`, { agent: healthAgent, localAddress: "127.0.0.1" }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.on("error", () => resolve({ status: -1, ms: performance.now() - started }));
    req.end();
  });
}

/** /api/health every 50 ms until `until()` says stop: its latency. */
async function pollHealth(url: string, until: () => boolean, refused: number[]): Promise<HealthLatency> {
  const times: number[] = [];
  while (!until()) {
    const { status, ms } = await timedHealth(url);
    if (status !== 200) refused.push(status);
    times.push(ms);
    await new Promise((r) => setTimeout(r, 50));
  }
  const sorted = times.sort((a, b) => a - b);
  return { requests: sorted.length, p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)) };
}

/** Film titles the engine reads as "like …", so a query makes it work hard. */
const TITLES = ["Heat", "Ronin", "The Matrix", "Alien", "Casablanca", "Fargo", "Vertigo", "Jaws", "Rocky", "Psycho"];

/** Crafted queries (as long as allowed, many titles, exclusions) and ordinary ones, all different. */
export function loadQuery(i: number): string {
  const t = (k: number) => TITLES[(i + k) % TITLES.length];
  switch (i % 4) {
    case 0:
      return `like ${t(1)} and ${t(2)} and ${t(3)} but not ${t(4)}, no romance, no violence, 90s ${i}`.slice(0, 300);
    case 1:
      return `${"funny scary sad romantic heist space western war musical ".repeat(6)}${i}`.slice(0, 300);
    case 2:
      return `90s heist movies with ${t(0)} vibes ${i}`;
    default:
      return `funny dog movies for a rainy day ${i}`;
  }
}

/** One account per loopback address 127.0.0.{first+k}: their session cookies. */
async function accounts(
  server: RunningServer,
  count: number,
  first: number,
): Promise<{ from: string; cookie: string }[]> {
  const made: { from: string; cookie: string }[] = [];
  for (let k = 0; k < count; k += 1) {
    const from = `127.0.0.${first + k}`;
    const up = await sendFrom(server.url, { path: "/api/auth/sign-up", json: newAccount("load"), from });
    if (up.status !== 200) throw new Error(`sign-up from ${from} answered ${up.status}`);
    made.push({ from, cookie: cookieOf(up.setCookies) });
  }
  return made;
}

/**
 * Start a server with the embedded defaults (local engine, catalogue rows; request budgets times
 * `scale`), measure /api/health idle, then again while signed-in users send AI searches, crafted
 * and ordinary, at `overBudget` times the server-wide budget's rate for `seconds` (each user
 * within its own budget).
 */
const METRICS_TOKEN = "suggestion-load-metrics-token";

/** The server's event-loop delay since the last scrape (prom-client resets it on each), ms. */
async function eventLoopDelay(server: RunningServer): Promise<{ p99: number; max: number }> {
  const text = await (
    await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const read = (name: string) =>
    round(Number(new RegExp(`^${name} (\\S+)$`, "m").exec(text)?.[1] ?? Number.NaN) * 1000);
  return {
    p99: read("reelwise_nodejs_eventloop_lag_p99_seconds"),
    max: read("reelwise_nodejs_eventloop_lag_max_seconds"),
  };
}

export async function measureSuggestionLoad(
  seconds = 60,
  overBudget = 1.25,
  scale = 1,
): Promise<SuggestionLoadFigures> {
  const env = { LOG_LEVEL: "warn", METRICS_TOKEN, RATE_LIMIT_SCALE: String(scale) };
  const server = await startServer({ env });
  try {
    // The server's request budgets scale with RATE_LIMIT_SCALE (rate-limit.ts rounds the same way).
    const scaled = (points: number) => Math.max(1, Math.round(points * scale));
    const perMinute = scaled(LIMITS.suggestionsServed.points);
    const rate = (perMinute / 60) * overBudget;
    const total = Math.round(rate * seconds);
    const users = await accounts(server, Math.ceil(total / scaled(LIMITS.suggestions.points)) + 2, 2);
    // Warm up what is built once on first use (the title index, the engine's worker and catalogue).
    const [warm] = await accounts(server, 1, 100);
    for (let i = 0; i < 3; i += 1) {
      const json = { query: loadQuery(1_000 + i), language: "EN" };
      await sendFrom(server.url, {
        path: "/api/suggestions",
        json,
        from: warm?.from ?? "",
        cookie: warm?.cookie ?? "",
      });
    }
    const healthRefused: number[] = [];
    const idleUntil = Date.now() + 3_000;
    const idle = await pollHealth(server.url, () => Date.now() > idleUntil, healthRefused);

    const suggestions: Record<string, number> = {};
    await eventLoopDelay(server);
    let running = true;
    const loaded = pollHealth(server.url, () => !running, healthRefused);
    const sent: Promise<void>[] = [];
    const started = Date.now();
    for (let i = 0; i < total; i += 1) {
      const due = started + (i * 1000) / rate;
      if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
      const user = users[i % users.length] as { from: string; cookie: string };
      const json = { query: loadQuery(i), language: "EN" };
      sent.push(
        sendFrom(server.url, { path: "/api/suggestions", json, from: user.from, cookie: user.cookie }).then(
          (answer) => {
            const key = String(answer.status);
            suggestions[key] = (suggestions[key] ?? 0) + 1;
          },
        ),
      );
    }
    await Promise.all(sent);
    running = false;
    const eventLoop = await eventLoopDelay(server);
    return {
      eventLoop,
      idle,
      loaded: await loaded,
      suggestions,
      budget: perMinute - 3,
      healthRefused,
    };
  } finally {
    await server.stop();
  }
}
