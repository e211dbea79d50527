import { type Agent, request } from "node:http";
import { newAccount } from "../e2e/harness";

export interface FromAnswer {
  status: number;
  /** The Set-Cookie values, whole. */
  setCookies: string[];
  body: string;
}

export interface FromRequest {
  method?: string;
  path: string;
  /** The loopback address to send from (127.0.0.2, 127.0.0.3, …): a client of its own to the server. */
  from: string;
  cookie?: string;
  /** Sent as JSON. */
  json?: unknown;
  agent?: Agent;
}

/**
 * One request to a running server from a chosen loopback address (fetch cannot bind one): the
 * server sees each address as another client. Never throws: a failed connection is status -1, a
 * request with no answer in 30 s is -2, an answer cut off after its status line is -3.
 */
export function sendFrom(base: string, req: FromRequest): Promise<FromAnswer> {
  const url = new URL(req.path, base);
  const text = req.json === undefined ? undefined : JSON.stringify(req.json);
  const headers: Record<string, string | number> = { origin: base };
  if (req.cookie) headers.cookie = req.cookie;
  if (text !== undefined) {
    headers["content-type"] = "application/json";
    headers["content-length"] = Buffer.byteLength(text);
  }
  return new Promise((resolve) => {
    const sent = request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: req.method ?? (text === undefined ? "GET" : "POST"),
        localAddress: req.from,
        headers,
        timeout: 30_000,
        ...(req.agent && { agent: req.agent }),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            setCookies: res.headers["set-cookie"] ?? [],
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        // The connection closed before the body's end (the server died mid-answer): 'end' never comes.
        res.on("error", () => undefined);
        res.on("close", () => {
          if (!res.complete) resolve({ status: -3, setCookies: [], body: "" });
        });
      },
    );
    sent.on("error", () => resolve({ status: -1, setCookies: [], body: "" }));
    sent.on("timeout", () => {
      sent.destroy();
      resolve({ status: -2, setCookies: [], body: "" });
    });
    sent.end(text);
  });
}

/** `name=value` pairs from Set-Cookie values, ready for a Cookie header. */
export const cookieOf = (setCookies: readonly string[]): string =>
  setCookies
    .map((c) => c.split(";")[0] ?? "")
    .filter(Boolean)
    .join("; ");

/** A new account (`newAccount(tag)`) signed up from `from`, and its session cookie; any other answer than 200 throws. */
export async function signUpFrom(base: string, tag: string, from: string) {
  const account = newAccount(tag);
  const res = await sendFrom(base, { path: "/api/auth/sign-up", json: account, from });
  if (res.status !== 200) throw new Error(`sign-up from ${from} answered ${res.status}`);
  return { account, cookie: cookieOf(res.setCookies) };
}
