import { afterEach, describe, expect, it } from "vitest";
import { type FakeReply, type FakeServer, startFakeServer } from "../../../tests/fakes/fake-server";
import { z } from "../../contract/zod";
import { apiProblemOf } from "./problem";
import { type ApiCall, apiRequest } from "./request";

const Thing = z.object({ name: z.string() });
type Thing = z.infer<typeof Thing>;
const getThing: ApiCall<Thing, undefined> = { method: "GET", path: "/api/thing", response: Thing };
const postThing: ApiCall<Thing, { q: string }> = { method: "POST", path: "/api/thing", response: Thing };

let fake: FakeServer | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function problemFor(reply: FakeReply) {
  fake = await startFakeServer({ "GET /api/thing": reply });
  const result = await apiRequest(getThing, { target: { origin: fake.url } });
  return result.ok ? undefined : result.error;
}

describe("apiRequest", () => {
  it("sends JSON with the target's bearer token when there is one and parses the answer", async () => {
    fake = await startFakeServer({ "POST /api/thing": { body: { name: "Heat", extra: 1 } } });
    const target = { origin: fake.url, idToken: async () => "tok-1" };
    const result = await apiRequest(postThing, { body: { q: "x" }, target });
    expect(result).toEqual({ ok: true, value: { name: "Heat" } });
    expect(fake.seen[0]?.headers["content-type"]).toBe("application/json");
    expect(fake.seen[0]?.headers.authorization).toBe("Bearer tok-1");
    expect(JSON.parse(fake.seen[0]?.body ?? "")).toEqual({ q: "x" });
  });

  it("sends no authorization header without a token", async () => {
    fake = await startFakeServer({ "GET /api/thing": { body: { name: "Heat" } } });
    await apiRequest(getThing, { target: { origin: fake.url, idToken: async () => null } });
    expect(fake.seen[0]?.headers.authorization).toBeUndefined();
  });

  it("reads the contract's error body with its code, retryAfter and details", async () => {
    expect(await problemFor({ status: 429, body: { error: { code: "ai_rate_limited", retryAfter: 7 } } })).toEqual({
      kind: "code",
      code: "ai_rate_limited",
      retryAfter: 7,
    });
    await fake?.close();
    expect(
      await problemFor({ status: 404, body: { error: { code: "ai_model_not_found", details: ["gpt-x"] } } }),
    ).toEqual({ kind: "code", code: "ai_model_not_found", details: ["gpt-x"] });
  });

  it("calls a bare 429 a rate limit, with the wait from Retry-After", async () => {
    expect(await problemFor({ status: 429, headers: { "retry-after": "9" }, body: "slow down" })).toEqual({
      kind: "code",
      code: "rate_limited",
      retryAfter: 9,
    });
  });

  it("tells an abort from a network failure", async () => {
    fake = await startFakeServer({ "GET /api/thing": { delayMs: 2_000, body: { name: "late" } } });
    const controller = new AbortController();
    const pending = apiRequest(getThing, { signal: controller.signal, target: { origin: fake.url } });
    controller.abort();
    expect(await pending).toEqual({ ok: false, error: { kind: "aborted" } });
    await fake.close();
    expect(await problemFor({ hangUp: true })).toEqual({ kind: "network" });
  });

  it("calls anything else unknown: a body outside the contract, a success of the wrong shape", async () => {
    expect(await problemFor({ status: 502, body: "<html>Bad gateway</html>" })).toEqual({ kind: "unknown" });
    await fake?.close();
    expect(await problemFor({ status: 500, body: { error: { code: "made_up" } } })).toEqual({ kind: "unknown" });
    await fake?.close();
    expect(await problemFor({ body: { name: 42 } })).toEqual({ kind: "unknown" });
  });
});

describe("apiProblemOf", () => {
  it("passes the base query's problem through", () => {
    expect(apiProblemOf({ kind: "code", code: "rate_limited", retryAfter: 3 })).toEqual({
      kind: "code",
      code: "rate_limited",
      retryAfter: 3,
    });
    expect(apiProblemOf({ kind: "network" })).toEqual({ kind: "network" });
  });

  it("reads an aborted thunk as aborted and anything else as unknown", () => {
    expect(apiProblemOf({ name: "AbortError", message: "Aborted" })).toEqual({ kind: "aborted" });
    expect(apiProblemOf({ name: "ZodError", message: "bad shape" })).toEqual({ kind: "unknown" });
    expect(apiProblemOf(undefined)).toEqual({ kind: "unknown" });
  });
});
