import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A request the fake saw: enough to assert headers, query and body. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  body: string;
  /** Set when the client closed the connection before the whole answer was sent (a streamed reply cut short). */
  clientClosed?: boolean;
  /** Set once the whole answer was sent. */
  answered?: boolean;
}

/** One piece of a streamed reply: written after `delayMs` (from the previous piece). */
export interface StreamPiece {
  data: string;
  delayMs?: number;
}

export interface FakeReply {
  status?: number;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string is sent as it is (for garbage or truncated bodies). */
  body?: unknown;
  /** Wait this long before answering (timeouts, slow upstreams). */
  delayMs?: number;
  /** Destroy the socket instead of answering (connection errors). */
  hangUp?: boolean;
  /** Send the body in pieces, each after its delay (server-sent events); `body` is then ignored. */
  stream?: readonly StreamPiece[];
}

export type FakeHandler = (req: SeenRequest) => FakeReply | Promise<FakeReply>;

export interface FakeServer {
  /** `http://127.0.0.1:PORT` */
  url: string;
  /** Every request seen so far, oldest first. */
  seen: SeenRequest[];
  /** Replace the handler for one `METHOD /path` (path without query), e.g. `GET /3/movie/popular`. */
  route(key: string, handler: FakeHandler | FakeReply): void;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function sendStream(res: ServerResponse, reply: FakeReply, pieces: readonly StreamPiece[]): Promise<void> {
  res.writeHead(reply.status ?? 200, { "content-type": "text/event-stream", ...reply.headers });
  res.flushHeaders();
  for (const piece of pieces) {
    if (piece.delayMs) await sleep(piece.delayMs);
    if (res.destroyed) return;
    res.write(piece.data);
  }
  res.end();
}

async function send(res: ServerResponse, reply: FakeReply): Promise<void> {
  if (reply.hangUp) {
    res.socket?.destroy();
    return;
  }
  if (reply.stream) return sendStream(res, reply, reply.stream);
  const isText = typeof reply.body === "string";
  const payload = reply.body === undefined ? "" : isText ? (reply.body as string) : JSON.stringify(reply.body);
  res.writeHead(reply.status ?? 200, {
    "content-type": isText ? "text/plain" : "application/json",
    ...reply.headers,
  });
  res.end(payload);
}

/**
 * Start a real HTTP server on a free 127.0.0.1 port that answers from a route table and records
 * what it saw: the stand-in for TMDB and for an OpenAI-compatible service in tests and benches.
 * Routes may be patterns with `:param` segments (`GET /3/movie/:id/videos`).
 */
export async function startFakeServer(routes: Record<string, FakeHandler | FakeReply> = {}): Promise<FakeServer> {
  const table = new Map<string, FakeHandler | FakeReply>(Object.entries(routes));
  const seen: SeenRequest[] = [];
  const match = (method: string, path: string) => {
    const exact = table.get(`${method} ${path}`);
    if (exact) return exact;
    for (const [key, handler] of table) {
      const [m, pattern] = key.split(" ");
      if (m !== method || !pattern) continue;
      const re = new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+")}$`);
      if (re.test(path)) return handler;
    }
    return undefined;
  };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const seenReq: SeenRequest = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: await readBody(req),
    };
    seen.push(seenReq);
    res.on("finish", () => {
      seenReq.answered = true;
    });
    res.on("close", () => {
      if (!res.writableFinished) seenReq.clientClosed = true;
    });
    const handler = match(seenReq.method, seenReq.path);
    const reply: FakeReply = handler
      ? typeof handler === "function"
        ? await handler(seenReq)
        : handler
      : { status: 404, body: { error: "no fake route" } };
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    if (!res.destroyed) await send(res, reply);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    route: (key, handler) => table.set(key, handler),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Read a fixture from ../shared/fixtures when present, else from tests/fixtures. */
export { loadFixture } from "./fixtures.js";
