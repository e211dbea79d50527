import { errorProperty } from "../logger.js";

/** Seconds a caller is asked to wait (`Retry-After`) when the database does not answer. */
export const STORE_RETRY_AFTER_SECONDS = 5;

/**
 * The database could not be asked (down, unreachable, restarting): not the caller's fault and not a
 * bug. Thrown where a store's failure would otherwise read as an answer (a session look-up that
 * failed is not "nobody is signed in"); `app.ts` answers it 503 `store_unavailable` with Retry-After.
 */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super("the database did not answer", { cause });
    this.name = "StoreUnavailableError";
  }
}

/** Socket errors: the store's host refused, reset or never answered the connection. */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENOTFOUND"]);
/**
 * PostgreSQL's SQLSTATEs for "cannot serve you now": class 08 (connection exception), and the
 * server shutting down or starting (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now).
 */
const POSTGRES_DOWN = /^(08...|57P0[123])$/;
/** What node-postgres itself throws when a connection ends or cannot be had in time. */
const POOL_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/;

/** Whether `error` says the database (or the connection to it) is down, rather than a bug or bad input. */
export function isStoreOutage(error: unknown): boolean {
  if (error instanceof StoreUnavailableError) return true;
  const code = errorProperty(error, "code");
  if (typeof code === "string" && (NETWORK_CODES.has(code) || POSTGRES_DOWN.test(code))) return true;
  if (error instanceof Error && POOL_MESSAGES.test(error.message)) return true;
  // AggregateError (every address refused) and wrapped errors: look at what they carry.
  if (error instanceof AggregateError) return error.errors.some(isStoreOutage);
  return error instanceof Error && error.cause !== undefined && isStoreOutage(error.cause);
}
