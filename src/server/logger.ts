import pino, { type DestinationStream, type Logger } from "pino";
import { currentRequestId } from "./ops/request-context.js";

/** Paths pino blanks out should anything secret-shaped ever reach a log call. */
const REDACT = [
  "*.authorization",
  "*.cookie",
  "*.password",
  "*.token",
  "*.apiKey",
  "*.secret",
  "headers",
  "req.headers",
];

/** Every line written while serving a request carries its id, whichever logger (or child) writes it. */
const withRequestId = () => {
  const requestId = currentRequestId();
  return requestId === undefined ? {} : { requestId };
};

/** Log lines wait at most this long, or until this many bytes are waiting, before they are written. */
const BATCH_MS = 250;
const BATCH_BYTES = 8 * 1024;

/**
 * Standard output written in batches: a write per log line (one per request) cost about as much
 * CPU as the rest of a cached list's answer. Lines wait at most `BATCH_MS` (or until `BATCH_BYTES`
 * wait) and are all written when the process exits, however it exits short of being killed.
 */
function batchedStdout(): DestinationStream {
  const out = pino.destination({ dest: 1, sync: false });
  let waiting = "";
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (waiting === "") return;
    out.write(waiting);
    waiting = "";
  };
  process.once("exit", () => {
    flush();
    out.flushSync();
  });
  return {
    write(line: string) {
      waiting += line;
      if (waiting.length >= BATCH_BYTES) flush();
      else timer ??= setTimeout(flush, BATCH_MS).unref();
    },
  };
}

/** The one batched standard output, whichever loggers write to it. */
let stdout: DestinationStream | undefined;

export function createLogger(level: string, destination?: DestinationStream): Logger {
  stdout ??= destination ? undefined : batchedStdout();
  return pino(
    { level, redact: { paths: REDACT, censor: "[redacted]" }, base: undefined, mixin: withRequestId },
    destination ?? stdout,
  );
}

/** What a log line says about something caught: its class and message, never a stack, body or cause. */
/** A field of a thrown value (`code`, `responseCode`): undefined unless it is an object that has one. */
export function errorProperty(error: unknown, name: "code" | "responseCode"): unknown {
  return typeof error === "object" && error !== null ? Reflect.get(error, name) : undefined;
}

export function errorFields(error: unknown): { type: string; message?: string } {
  return error instanceof Error ? { type: error.name, message: error.message } : { type: typeof error };
}
