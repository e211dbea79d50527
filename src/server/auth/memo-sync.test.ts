import { type AddressInfo, connect, createServer, type Socket } from "node:net";
import Redis from "ioredis";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { redisForTests } from "../../../tests/fakes/stores.js";
import { waitFor } from "../../../tests/fakes/wait.js";
import type { User } from "../../contract/auth.js";
import { syncSessionMemo } from "./memo-sync.js";
import { SessionMemo } from "./session-memo.js";

const store = await redisForTests();
const ada: User = { uid: "u-ada", email: "ada@example.com", displayName: "Ada", photoURL: null };
const log = pino({ level: "silent" });

/** A TCP proxy in front of the real Redis whose connections the test can cut: a Redis outage. */
async function cuttableRedis() {
  const target = new URL(store.url);
  const sockets = new Set<Socket>();
  let down = false;
  const proxy = createServer((client) => {
    if (down) return client.destroy();
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("error", () => s.destroy());
      s.on("close", () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    cut() {
      down = true;
      for (const s of sockets) s.destroy();
    },
    restore() {
      down = false;
    },
    close: () => new Promise<void>((resolve) => proxy.close(() => resolve())),
  };
}

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A memo kept in step over `url`, and how many times the session store was read for Ada's cookie. */
function syncedMemo(url: string) {
  const memo = new SessionMemo("reelwise.session_token");
  const redis = new Redis(url, { maxRetriesPerRequest: 1, retryStrategy: () => 50 });
  redis.on("error", () => undefined);
  const stop = syncSessionMemo(memo, redis, log);
  cleanups.push(() => redis.disconnect(), stop);
  const cookie = memo.cookieOf("reelwise.session_token=t1.sig");
  if (!cookie) throw new Error("no cookie");
  let reads = 0;
  const lookUp = () =>
    memo.recall(cookie, async () => {
      reads += 1;
      return { token: "t1", user: ada };
    });
  /** Waits until a look-up is answered from the memo: the store is not read again. */
  const remembering = (message: string) =>
    waitFor(
      async () => {
        await lookUp();
        const before = reads;
        await lookUp();
        return reads === before;
      },
      { message },
    );
  return { lookUp, reads: () => reads, remembering };
}

describe.skipIf(!store.up)("the session memo while Redis comes and goes", () => {
  it("remembers a session once it listens, and reads the store on every look-up while Redis is down", async () => {
    const redis = await cuttableRedis();
    cleanups.push(redis.close);
    const { lookUp, reads, remembering } = syncedMemo(redis.url);
    await remembering("the memo remembering once subscribed");

    redis.cut();
    await waitFor(
      async () => {
        const before = reads();
        await lookUp();
        return reads() === before + 1;
      },
      { message: "the memo paused once Redis is gone" },
    );
    // Down: every look-up reads the store, so a session another server ended is not honoured here.
    const before = reads();
    for (let i = 0; i < 5; i += 1) expect(await lookUp()).toEqual(ada);
    expect(reads()).toBe(before + 5);

    redis.restore();
    await remembering("the memo remembering again once Redis is back");
  });

  it("never remembers while Redis cannot be reached at all", async () => {
    const unreachable = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => unreachable.listen(0, "127.0.0.1", resolve));
    cleanups.push(() => new Promise<void>((resolve) => unreachable.close(() => resolve())));
    const { port } = unreachable.address() as AddressInfo;
    const { lookUp, reads } = syncedMemo(`redis://127.0.0.1:${port}`);
    for (let i = 0; i < 5; i += 1) expect(await lookUp()).toEqual(ada);
    expect(reads()).toBe(5);
  });
});
