import { describe, expect, it } from "vitest";
import { postgresForTests, redisForTests } from "../../../tests/fakes/stores.js";
import { opsApp, proxyTo } from "./ops-test-kit.js";

const [redis, postgres] = await Promise.all([redisForTests(), postgresForTests()]);

describe("GET /api/ready", () => {
  it("is ready with the embedded SQLite database, and not ready once the server drains", async () => {
    const { app, deps } = await opsApp();
    const ready = await app.request("/api/ready");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true, draining: false, checks: { database: "up" } });
    deps.readiness.drain();
    const draining = await app.request("/api/ready");
    expect(draining.status).toBe(503);
    expect(await draining.json()).toMatchObject({ ready: false, draining: true });
    // Liveness is another question: the process is fine.
    expect((await app.request("/api/health")).status).toBe(200);
  });

  it.skipIf(!redis.up)("turns 503 when Redis stops answering, and 200 again when it is back", async () => {
    const proxy = await proxyTo(redis.url);
    const { app } = await opsApp({ REDIS_URL: proxy.url });
    await expect.poll(async () => (await app.request("/api/ready")).status, { timeout: 5_000 }).toBe(200);
    await proxy.cut();
    const down = await app.request("/api/ready");
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ ready: false, checks: { redis: "down", database: "up" } });
    // Liveness stays: an outage is no reason to restart the process.
    expect((await app.request("/api/health")).status).toBe(200);
    await proxy.restore();
    // ioredis reconnects on its own (backing off up to 2 s between tries).
    await expect.poll(async () => (await app.request("/api/ready")).status, { timeout: 10_000 }).toBe(200);
  });

  it.skipIf(!postgres.up)("turns 503 when PostgreSQL stops answering, and 200 again when it is back", async () => {
    const proxy = await proxyTo(postgres.url);
    const { app } = await opsApp({ DATABASE_URL: proxy.url });
    expect((await app.request("/api/ready")).status).toBe(200);
    await proxy.cut();
    const down = await app.request("/api/ready");
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ ready: false, checks: { database: "down" } });
    await proxy.restore();
    // The pool drops its broken connections and opens new ones on the next query.
    await expect.poll(async () => (await app.request("/api/ready")).status, { timeout: 10_000 }).toBe(200);
    expect(await (await app.request("/api/ready")).json()).toEqual({
      ready: true,
      draining: false,
      checks: { database: "up" },
    });
  });
});
