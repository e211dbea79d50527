import pino, { type DestinationStream, type Logger } from "pino";

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

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ level, redact: { paths: REDACT, censor: "[redacted]" }, base: undefined }, destination);
}
