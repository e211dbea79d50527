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
 * instead of being honoured for the rest of their memo's few seconds. Redis is only a messenger
 * here: when it is down, the memo's short life still bounds how long an ended session lingers.
 * Answers a function that stops listening.
 */
export function syncSessionMemo(memo: UserMemo, redis: Redis, log: Logger): () => Promise<void> {
  // A subscribed connection can do nothing else, so it is a connection of its own; it queues the
  // subscription until Redis answers (start-up never waits on it) and subscribes again on reconnect.
  const listener = redis.duplicate({ enableOfflineQueue: true, lazyConnect: false });
  listener.on("error", (error: Error) => log.warn({ err: errorFields(error) }, "session memo listener error"));
  listener.on("message", (_channel: string, text: string) => {
    let parsed: ReturnType<typeof ForgettingSchema.safeParse>;
    try {
      parsed = ForgettingSchema.safeParse(JSON.parse(text));
    } catch {
      return; // not JSON: not one of ours
    }
    if (parsed.success) memo.drop(parsed.data);
  });
  listener.subscribe(MEMO_CHANNEL).catch((error: unknown) => {
    log.warn({ err: errorFields(error) }, "could not listen for ended sessions");
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
