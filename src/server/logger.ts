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

/**
 * Standard output written in batches by pino's own destination (sonic-boom): a write per log line
 * (one per request) cost about as much CPU as the rest of a cached list's answer. Lines wait until
 * 8 KB are waiting or the next flush, at most 250 ms away; pino writes whatever still waits when
 * the process exits (normal exit, the SIGTERM drain's `process.exit`).
 */
const batchedStdout = () => pino.destination({ dest: 1, sync: false, minLength: 8 * 1024, periodicFlush: 250 });

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    { level, redact: { paths: REDACT, censor: "[redacted]" }, base: undefined, mixin: withRequestId },
    destination ?? batchedStdout(),
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
