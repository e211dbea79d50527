/**
 * A hostile client, run as its own process (`node --import tsx tests/stress/abuse-client.ts`) so its
 * work does not slow the polite client's measurements. For `seconds` it replays every expensive
 * pattern against the server at `url`, from several loopback addresses (127.0.0.2, 127.0.0.3, …),
 * one account per address, and ignores every Retry-After. Each of its streams waits `PAUSE_MS`
 * between requests: a hostile user, not a volumetric flood (the proxy in front caps raw request
 * rates, e.g. nginx's limit_req). Prints one JSON line: statuses seen.
 *   argv: url seconds addresses victimEmail
 */
import { Agent, request } from "node:http";

const [url = "", secondsText = "30", addressCount = "4", victim = "nobody@example.com"] = process.argv.slice(2);
const base = new URL(url);
const deadline = Date.now() + Number(secondsText) * 1000;
const statuses = new Map<string, number>();

interface Answer {
  status: number;
  cookie?: string;
}

function send(from: string, method: string, path: string, headers: Record<string, string>, body?: string) {
  const agent = agents.get(from);
  return new Promise<Answer>((resolve) => {
    const req = request(
      { host: base.hostname, port: base.port, method, path, headers, localAddress: from, agent, timeout: 20_000 },
      (res) => {
        res.resume();
        res.on("end", () => {
          const cookie = res.headers["set-cookie"]?.map((c) => c.split(";")[0]).join("; ");
          resolve({ status: res.statusCode ?? 0, ...(cookie && { cookie }) });
        });
      },
    );
    req.on("error", () => resolve({ status: -1 }));
    req.on("timeout", () => {
      req.destroy();
      resolve({ status: -2 });
    });
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

const agents = new Map<string, Agent>();
const json = { "content-type": "application/json" };
const randomWord = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
const randomIp = () =>
  `${1 + Math.floor(Math.random() * 220)}.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}.7`;

/** The search texts that used to cost the most: many tiny terms, stop words, long and odd input. */
const HOSTILE_TEXTS = [
  () => "s ".repeat(150).trim(),
  () => "the man of ".repeat(27).trim(),
  () => randomWord(300),
  () => Array.from({ length: 60 }, () => randomWord(4)).join(" "),
  () => "\u202e\u0627\u0644 ".repeat(70),
  () => `${randomWord(8)} ${randomWord(9)}`,
];
const hostileText = () => (HOSTILE_TEXTS[Math.floor(Math.random() * HOSTILE_TEXTS.length)] as () => string)();

function count(kind: string, status: number): void {
  const key = `${kind} ${status}`;
  statuses.set(key, (statuses.get(key) ?? 0) + 1);
}

/** Milliseconds each stream waits between two requests: 5 streams per address, ~20 requests a second each. */
const PAUSE_MS = 50;

/** Run `step` again and again until the deadline, one request at a time. */
async function loop(kind: string, step: () => Promise<number>): Promise<void> {
  while (Date.now() < deadline) {
    count(kind, await step());
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
}

async function attacker(from: string, n: number): Promise<void> {
  agents.set(from, new Agent({ keepAlive: true, maxSockets: 8 }));
  const account = { email: `hostile${n}.${Date.now()}@example.com`, password: "Hostile123x", username: `H${n}` };
  const up = await send(from, "POST", "/api/auth/sign-up", json, JSON.stringify(account));
  const cookie = { cookie: up.cookie ?? "" };
  const spoofed = () => ({ "x-forwarded-for": randomIp(), "x-forwarded-host": "evil.example" });
  await Promise.all([
    loop("search", async () => {
      const query = encodeURIComponent(hostileText());
      return (await send(from, "GET", `/api/movies/search?query=${query}`, cookie)).status;
    }),
    loop("suggest", async () => {
      const body = JSON.stringify({ query: hostileText().slice(0, 300), language: "EN" });
      return (await send(from, "POST", "/api/suggestions", { ...json, ...cookie }, body)).status;
    }),
    loop("trailer", async () => {
      const id = 1 + Math.floor(Math.random() * 2_000_000_000);
      return (await send(from, "GET", `/api/movies/${id}/trailer`, cookie)).status;
    }),
    loop("sign-in", async () => {
      const body = JSON.stringify({ email: victim, password: `Wrong${randomWord(6)}1A` });
      return (await send(from, "POST", "/api/auth/sign-in", { ...json, ...spoofed() }, body)).status;
    }),
    loop("public", async () => {
      const path = Math.random() < 0.5 ? "/api/art/mosaic" : `/api/art/p/${Math.floor(Math.random() * 1e9)}.svg`;
      return (await send(from, "GET", path, spoofed())).status;
    }),
  ]);
}

const addresses = Array.from({ length: Number(addressCount) }, (_, i) => `127.0.0.${i + 2}`);
await Promise.all(addresses.map((from, i) => attacker(from, i)));
for (const agent of agents.values()) agent.destroy();
process.stdout.write(`${JSON.stringify(Object.fromEntries(statuses))}\n`);
