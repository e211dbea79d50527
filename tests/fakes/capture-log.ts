import { Writable } from "node:stream";
import type { Logger } from "pino";
import { createLogger } from "../../src/server/logger.js";

/** A real pino logger (our redaction config included) whose lines land in `lines`, for asserting on logs. */
export function captureLogger(lines: string[], level = "debug"): Logger {
  return createLogger(
    level,
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
}
