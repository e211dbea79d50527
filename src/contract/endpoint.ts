import { z } from "./zod.js";

/*
 * The shape of one row of the endpoint table: what the page may ask and the server answers. The
 * rows are written per area (`auth-endpoints.ts`, `movie-endpoints.ts`, …) so the page's chunks
 * carry only the rows (and response schemas) they use; `endpoints.ts` joins them for the server.
 */

export type Method = "GET" | "POST" | "PUT" | "DELETE";

/** Who may call it: anyone, or only a signed-in person (the server's session middleware). */
export type Access = "public" | "signed-in";

/**
 * The rate-limit budget an endpoint spends, by name (the sizes are the server's `LIMITS`), what it
 * is counted per, and who spends it: the server's middleware from this table, or the route itself
 * (sign-in and GPT Search spend several budgets in an order that depends on the request).
 */
export interface Budget {
  readonly name:
    | "publicRoutes"
    | "lists"
    | "films"
    | "trailers"
    | "searches"
    | "myList"
    | "accountChanges"
    | "authIp"
    | "signUpsFromGroup"
    | "resetRequestsFromAddress"
    | "passwordResets"
    | "suggestions"
    | "storeWritesFromGroup";
  /**
   * `user-action-address`: per account, path and address (a stolen session cannot use up the owner's);
   * `address-group`: per network (IPv4 /24, IPv6 /48), whatever the account.
   */
  readonly per: "user" | "address" | "user-action-address" | "address-group";
  readonly spentBy: "middleware" | "route";
}

export interface Endpoint<Res = unknown, Body = undefined> {
  readonly method: Method;
  /** Hono's pattern: `:name` for a parameter, `:name{regex}` when it is constrained. */
  readonly path: `/api/${string}`;
  /** The success body's schema; null when the answer is not JSON (an image). */
  readonly response: z.ZodMiniType<Res> | null;
  /** The answer is NDJSON: one `response` per line. */
  readonly lines?: true;
  readonly access: Access;
  /** The budgets it spends, in order (none: free). */
  readonly budgets: readonly Budget[];
  /** Mounted only with local accounts (Firebase's page talks to Firebase for these). */
  readonly localAccountsOnly?: true;
  /**
   * The request body's type, for callers (type only: its parser is in `requests.ts`, which the
   * server validates with and the page's bundle leaves out).
   */
  readonly body?: Body;
}

/** A row whose answer is JSON (or JSON lines): what the page can call, its answer typed by the schema. */
export type JsonEndpoint<Res = unknown, Body = undefined> = Endpoint<Res, Body> & {
  readonly response: z.ZodMiniType<Res>;
};

/** A table row, typed by its response schema and (type only) its body. */
export function endpoint<Res = unknown, Body = undefined>(row: Omit<Endpoint<Res, Body>, "body">): Endpoint<Res, Body> {
  return row;
}

/** A row in one line: method, path, response, then who may call it and what it spends. */
export function row<Res = unknown, Body = undefined>(
  method: Method,
  path: Endpoint["path"],
  response: z.ZodMiniType<Res>,
  rest: Pick<Endpoint, "access" | "budgets"> & Partial<Pick<Endpoint, "localAccountsOnly" | "lines">>,
): JsonEndpoint<Res, Body> {
  return { method, path, response, ...rest };
}

/** `{ ok: true }`: the answer of an action that has nothing else to say. */
export const OkSchema = z.object({ ok: z.literal(true) });

/** Path parameters, by name: every `:name` (and `:name{regex}`) of the row's path. */
export type PathParams = Readonly<Record<string, string | number>>;

/** The row's path with its parameters filled in (each encoded); throws on a parameter not given. */
export function pathOf(row: Pick<Endpoint, "path">, params: PathParams = {}): string {
  return row.path.replace(/:([A-Za-z]+)(\{[^}]*\})?/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`pathOf: ${row.path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}
