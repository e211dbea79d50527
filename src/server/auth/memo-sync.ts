import type Redis from "ioredis";
import type { Logger } from "pino";
import { z } from "zod";
import { errorFields } from "../logger.js";
import type { Forgetting, UserMemo } from "./session-memo.js";

/** The channel every server sharing one Redis listens on (versioned, like the cache keys). */
export const MEMO_CHANNEL = "reelwise:v1:session-memo:forget";

const ForgettingSchema: z.ZodType<Forgetting> = z.union([
  z.object({ token: z.string().min(1).max(200) }),
  z.object({ uid: z.string().min(1).max(200) }),
]);

/**
 * Keeps the session memos of every server on one Redis in step: a session ended on one server
 * (sign-out, sign out everywhere, new password, deleted account) is forgotten by the others at once
 * instead of being honoured for the rest of their memo's few seconds. While this server is not
 * listening (Redis down, or not yet subscribed) the memo is paused: every look-up reads the session
 * store, so no ended session lingers for a moment on any server. Answers a function that stops listening.
 */
export function syncSessionMemo(memo: UserMemo, redis: Redis, log: Logger): () => Promise<void> {
  // A subscribed connection can do nothing else, so it is a connection of its own; it subscribes on
  // each connection (start-up never waits on it).
  memo.pause();
  const listener = redis.duplicate({ enableOfflineQueue: true, lazyConnect: false });
  listener.on("error", (error: Error) => log.warn({ err: errorFields(error) }, "session memo listener error"));
  // Forgets sent while this connection is down are never received: remember nothing until it is back.
  listener.on("close", () => memo.pause());
  // On every (re)connection: remember again once the subscription is confirmed (subscribing twice is harmless).
  listener.on("ready", () => {
    listener
      .subscribe(MEMO_CHANNEL)
      .then(() => memo.resume())
      .catch((error: unknown) => log.warn({ err: errorFields(error) }, "could not listen for ended sessions"));
  });
  listener.on("message", (_channel: string, text: string) => {
    let parsed: ReturnType<typeof ForgettingSchema.safeParse>;
    try {
      parsed = ForgettingSchema.safeParse(JSON.parse(text));
    } catch {
      return; // not JSON: not one of ours
    }
    if (parsed.success) memo.drop(parsed.data);
  });
  memo.onForget((what) => {
    redis.publish(MEMO_CHANNEL, JSON.stringify(what)).catch((error: unknown) => {
      log.warn({ err: errorFields(error) }, "could not tell the other servers about an ended session");
    });
  });
  return async () => {
    await listener.quit().catch(() => listener.disconnect());
  };
}
