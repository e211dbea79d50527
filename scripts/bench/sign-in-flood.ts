/**
 * Sign-in latency for people with the right password (each from an address of their own), idle and
 * while 64 other client addresses
 * (127.0.0.2 … 127.0.0.65, two streams each, 50 ms between requests like tests/stress/abuse-client.ts:
 * hostile users, not a volumetric flood, which the proxy in front caps) flood sign-in with wrong
 * passwords and ignore every Retry-After. Each of those addresses is held to its 30 attempts a minute, and
 * together (one /24) to one group's share of the password-hash queue, so a person waits for at most
 * the hash in progress (target: p95 ≤ 3× idle).
 *   npx tsx scripts/bench/sign-in-flood.ts
 */
import { Agent } from "node:http";
import { newAccount, startServer } from "../../tests/e2e/harness.js";
import { sendFrom } from "../../tests/stress/http-from.js";

export interface SignInFloodFigures {
  attempts: number;
  idleP50Ms: number;
  idleP95Ms: number;
  floodP50Ms: number;
  floodP95Ms: number;
  /** Answers the person got that were not 200 (must stay empty). */
  refused: number[];
  /** Flood answers by status. */
  flood: Record<string, number>;
}

const FLOOD_ADDRESSES = 64;
const STREAMS_PER_ADDRESS = 2;
const PAUSE_MS = 50;

const post = async (base: string, path: string, json: unknown, from: string, agent: Agent): Promise<number> =>
  (await sendFrom(base, { path, json, from, agent })).status;

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;

/**
 * `attempts` right-password sign-ins, one after another with a pause, each from its own address
 * (`from(i)`: people signing in, each once, not one address signing in again and again): sorted ms.
 */
async function politeSignIns(
  base: string,
  account: { email: string; password: string },
  from: (i: number) => string,
  attempts: number,
  refused: number[],
): Promise<number[]> {
  const agent = new Agent({ keepAlive: false });
  const times: number[] = [];
  try {
    for (let i = 0; i < attempts; i++) {
      const started = performance.now();
      const status = await post(base, "/api/auth/sign-in", account, from(i), agent);
      times.push(performance.now() - started);
      if (status !== 200) refused.push(status);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  } finally {
    agent.destroy();
  }
  return times.sort((a, b) => a - b);
}

export async function measureSignInFlood(attempts = 30): Promise<SignInFloodFigures> {
  const server = await startServer({ env: { LOG_LEVEL: "warn" } });
  const flood = new Map<string, number>();
  try {
    const account = newAccount("flood");
    const setup = new Agent({ keepAlive: false });
    const up = await post(server.url, "/api/auth/sign-up", account, "127.0.0.1", setup);
    if (up !== 200) throw new Error(`sign-up answered ${up}`);
    const credentials = { email: account.email, password: account.password };
    const refused: number[] = [];
    const idle = await politeSignIns(server.url, credentials, (i) => `127.0.1.${i + 1}`, attempts, refused);

    let flooding = true;
    const agents: Agent[] = [];
    const stream = async (from: string, n: number) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      agents.push(agent);
      for (let i = 0; flooding; i++) {
        const body = { email: `stranger${n}.${i}@example.com`, password: `Wrong${i}Password` };
        const status = await post(server.url, "/api/auth/sign-in", body, from, agent);
        flood.set(String(status), (flood.get(String(status)) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      }
    };
    const streams = Array.from({ length: FLOOD_ADDRESSES * STREAMS_PER_ADDRESS }, (_, i) =>
      stream(`127.0.0.${2 + (i % FLOOD_ADDRESSES)}`, i),
    );
    // Measure the steady flood, not its first second (connections opening, the first burst queueing).
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const underFlood = await politeSignIns(server.url, credentials, (i) => `127.0.2.${i + 1}`, attempts, refused);
    flooding = false;
    await Promise.all(streams);
    for (const agent of agents) agent.destroy();
    return {
      attempts,
      idleP50Ms: percentile(idle, 50),
      idleP95Ms: percentile(idle, 95),
      floodP50Ms: percentile(underFlood, 50),
      floodP95Ms: percentile(underFlood, 95),
      refused,
      flood: Object.fromEntries(flood),
    };
  } finally {
    await server.stop();
  }
}

export function signInFloodRows(f: SignInFloodFigures): [string, string][] {
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  const flood = Object.entries(f.flood)
    .map(([status, n]) => `${status}×${n}`)
    .join(", ");
  return [
    [
      `sign-in p95 under a ${FLOOD_ADDRESSES}-address flood (right password, ${f.attempts} each): idle → flood`,
      `${ms(f.idleP95Ms)} → ${ms(f.floodP95Ms)} (×${(f.floodP95Ms / Math.max(f.idleP95Ms, 1)).toFixed(2)}, target ≤ 3); p50 ${ms(f.idleP50Ms)} → ${ms(f.floodP50Ms)}; refused ${f.refused.length} (${f.refused.join(" ")}); flood ${flood}`,
    ],
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [figure, measured] of signInFloodRows(await measureSignInFlood())) {
    process.stdout.write(`${figure}: ${measured}\n`);
  }
}
