import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { newAccount, type RunningServer, repoRoot, startServer } from "../e2e/harness.js";
import type { FakeReply } from "../fakes/fake-server.js";
import { chatCompletion, type FakeOpenAi, startFakeOpenAi } from "../fakes/openai.js";

/** What the polite client saw, idle and under abuse, and what the hostile one got. */
export interface AbuseFigures {
  idle: Latency;
  underAbuse: Latency;
  /** Polite answers that were not 200 (must stay empty). */
  politeRefused: string[];
  /** Hostile requests by `kind status`. */
  hostile: Record<string, number>;
  /** Server RSS in MB before and after the abuse. */
  rss: { before: number; after: number };
  /** The victim could still sign in from its own address afterwards. */
  ownerSignInStatus: number;
  /** Calls the model received. */
  modelCalls: number;
}

export interface Latency {
  requests: number;
  p50: number;
  p99: number;
}

const JSON_TYPE = { "content-type": "application/json" };
/** Serialised once: the fake shares the polite client's process and must not spend its time on it. */
const HUGE_ANSWER = JSON.stringify(chatCompletion(`${"Heat ".repeat(800)}, ${"x, ".repeat(200_000)}`));

/** The model as a hostile upstream: huge, slow, malformed and control-character answers in turn. */
const MODEL_ANSWERS: readonly (() => FakeReply)[] = [
  () => ({ body: HUGE_ANSWER, headers: JSON_TYPE }),
  () => ({ delayMs: 3_000, body: chatCompletion("Heat, Ronin, The Town, Inside Man, Thief") }),
  () => ({ body: "{not json", headers: JSON_TYPE }),
  () => ({ body: chatCompletion("\u202eHeat\u0000, \u200bRonin\u0007, , ,\n\n, The\u001b[31m Town") }),
  () => ({ body: { choices: "nope" } }),
];

function rssMb(server: RunningServer): number {
  const status = readFileSync(`/proc/${server.process.pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** How many loopback addresses (127.0.0.2…) the hostile client sends from. */
export const HOSTILE_ADDRESSES = 4;

/** One polite GET from 127.0.0.1: its status and milliseconds. */
function timedGet(url: string, cookie: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(url, { agent, headers: { cookie }, localAddress: "127.0.0.1" }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.on("error", () => resolve({ status: -1, ms: performance.now() - started }));
    req.end();
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** A person browsing: every 50 ms a request, one in four a cached list (well within its budget), for `seconds`. */
async function polite(server: RunningServer, cookie: string, seconds: number, refused: string[]): Promise<Latency> {
  const times: number[] = [];
  const until = Date.now() + seconds * 1000;
  for (let i = 0; Date.now() < until; i++) {
    const path = i % 4 === 3 ? "/api/movies/popular" : "/api/health";
    const { status, ms } = await timedGet(`${server.url}${path}`, cookie);
    if (status !== 200) refused.push(`${path} ${status}`);
    times.push(ms);
    await new Promise((r) => setTimeout(r, 50));
  }
  const sorted = times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { requests: sorted.length, p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)) };
}

function hostileClient(url: string, seconds: number, victim: string): Promise<Record<string, number>> {
  // At a lower CPU priority: a real attacker's own work runs on their machine, not on the server's
  // two cores; here it would otherwise take the CPU the server and the polite client need.
  const child = spawn(
    "nice",
    [
      "-n",
      "10",
      process.execPath,
      "--import",
      "tsx",
      "tests/stress/abuse-client.ts",
      url,
      String(seconds),
      String(HOSTILE_ADDRESSES),
      victim,
    ],
    { cwd: repoRoot, stdio: ["ignore", "pipe", "inherit"] },
  );
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => {
    out += chunk.toString("utf8");
  });
  return new Promise((resolve, reject) => {
    child.on("exit", (code) => {
      if (code !== 0) reject(new Error(`hostile client exited ${code}`));
      else resolve(JSON.parse(out.trim().split("\n").at(-1) ?? "{}") as Record<string, number>);
    });
  });
}

/**
 * Start a server (embedded catalogue, suggestions from a hostile fake model), measure a polite
 * client idle for `idleSeconds`, then again while the hostile client runs for `abuseSeconds`.
 */
export async function measureUnderAbuse(idleSeconds = 5, abuseSeconds = 30): Promise<AbuseFigures> {
  let model: FakeOpenAi | undefined;
  let server: RunningServer | undefined;
  try {
    model = await startFakeOpenAi();
    let call = 0;
    model.setReply(() => (MODEL_ANSWERS[call++ % MODEL_ANSWERS.length] as () => FakeReply)());
    server = await startServer({
      env: {
        LOG_LEVEL: "warn",
        OPENAI_API_KEY: model.key,
        OPENAI_BASE_URL: model.baseUrl,
        OPENAI_TIMEOUT_MS: "5000",
        // 127.0.0.1 stands for our proxy: the hostile addresses' X-Forwarded-For must not count.
        TRUST_PROXY: "127.0.0.1",
      },
    });
    const owner = newAccount("polite");
    const up = await fetch(`${server.url}/api/auth/sign-up`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(owner),
    });
    const cookie = up.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const refused: string[] = [];
    await polite(server, cookie, 1, refused); // warm the caches and the connection
    refused.length = 0;
    const idle = await polite(server, cookie, idleSeconds, refused);
    const before = rssMb(server);
    const [hostile, underAbuse] = await Promise.all([
      hostileClient(server.url, abuseSeconds, owner.email),
      polite(server, cookie, abuseSeconds, refused),
    ]);
    const after = rssMb(server);
    const signIn = await fetch(`${server.url}/api/auth/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: owner.email, password: owner.password }),
    });
    return {
      idle,
      underAbuse,
      politeRefused: refused,
      hostile,
      rss: { before, after },
      ownerSignInStatus: signIn.status,
      modelCalls: model.calls,
    };
  } finally {
    agent.destroy();
    await server?.stop();
    await model?.close();
  }
}
