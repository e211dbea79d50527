import type { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { ErrorBodySchema } from "../../contract/errors.js";
import { cookieHeader, GOOD_PASSWORD, postJson, uniqueEmail } from "../auth/auth-test-kit.js";
import { catalogFilmId } from "../my-list/my-list-test-kit.js";
import { serversPerTest } from "../server-test-kit.js";
import { LIMITS } from "./rate-limit.js";

const start = serversPerTest("group-writes");
// One proxy hop: each request names its client address with X-Forwarded-For; budgets at 1 %.
const SCALE = 0.01;
const GROUP_WRITES = Math.round(LIMITS.storeWritesFromGroup.points * SCALE);
const from = (ip: string, cookie: string) => ({ "x-forwarded-for": ip, cookie });

async function signUp(app: Hono, ip: string): Promise<string> {
  const email = uniqueEmail("group");
  const up = await postJson(
    app,
    "/api/auth/sign-up",
    { email, password: GOOD_PASSWORD, username: "G" },
    { "x-forwarded-for": ip },
  );
  expect(up.status).toBe(200);
  return cookieHeader(up);
}

describe("changes to per-account rows, per address group", () => {
  it("a crowd of fresh accounts in one /24 shares one budget (429 + Retry-After); reads and other networks go on", async () => {
    const { app } = await start({ TRUST_PROXY: "true", RATE_LIMIT_SCALE: String(SCALE) });
    const crowd = await Promise.all(
      Array.from({ length: GROUP_WRITES + 1 }, (_, i) => signUp(app, `203.0.113.${i + 1}`)),
    );
    const write = (ip: string, cookie: string, path: string, body?: string) =>
      app.request(path, {
        method: "PUT",
        headers: { ...from(ip, cookie), ...(body && { "content-type": "application/json" }) },
        ...(body && { body }),
      });
    // Each account writes once, from its own address of the same /24: My List, ratings, settings alike.
    const paths = [`/api/my-list/${catalogFilmId(1)}`, "/api/settings", `/api/taste/${catalogFilmId(2)}`];
    const bodies = [undefined, '{"language":"AR"}', '{"rating":"like","seen":false,"title":"A film"}'];
    const answers: Response[] = [];
    for (const [i, cookie] of crowd.entries()) {
      answers.push(await write(`203.0.113.${i + 1}`, cookie, paths[i % 3] ?? "", bodies[i % 3]));
    }
    expect(answers.slice(0, GROUP_WRITES).map((r) => r.status)).toEqual(Array(GROUP_WRITES).fill(200));
    const refused = answers[GROUP_WRITES];
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(ErrorBodySchema.parse(await refused?.json()).error.code).toBe("rate_limited");
    // Reading is not a change: the refused account still sees its list.
    const last = crowd[GROUP_WRITES] ?? "";
    expect((await app.request("/api/my-list", { headers: from("203.0.113.99", last) })).status).toBe(200);
    // Another network is a budget of its own.
    const victim = await signUp(app, "198.51.100.7");
    expect((await write("198.51.100.7", victim, `/api/my-list/${catalogFilmId(1)}`)).status).toBe(200);
  });
});
