import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { LRUCache } from "lru-cache";

/** What is worth compressing: the HTML, JSON answers, the generated SVG art and streamed suggestions. */
const COMPRESSIBLE = /^(text\/html|application\/json|image\/svg\+xml|application\/x-ndjson)\b/i;
/** Streamed line by line: each chunk is flushed as it is written, so no line waits for the next. */
const STREAMED = /^application\/x-ndjson\b/i;
/** Smaller answers go as they are: the encoding would cost more than the bytes it saves. */
export const COMPRESS_MIN_BYTES = 1024;
/** Brotli's quality for answers made per request: most of the gain of 11 for a fraction of the CPU. */
const BROTLI_QUALITY = 5;

type Encoding = "br" | "gzip";

declare module "hono" {
  interface ContextVariableMap {
    /** Names an answer's body for as long as this process runs (`answersFixedContent`). */
    fixedContent: string;
    /** This answer's body is written in parts over time (`answersInParts`). */
    inParts: boolean;
  }
}

/** Says that this request's answer is written in parts over time: each is compressed and flushed as it is written. */
export function answersInParts(c: Context): void {
  c.set("inParts", true);
}

/**
 * Says that this request's answer is always the same body, named `key` (unique among such
 * answers, fixed for the life of the process: the embedded catalogue's lists, its generated art): its compressed form
 * is then kept under that name (by the app's compression middleware) and sent without reading the
 * answer back or hashing it.
 */
export function answersFixedContent(c: Context, key: string): void {
  c.set("fixedContent", key);
}

const compressWith: Record<Encoding, (data: Buffer) => Promise<Buffer>> = {
  br: (data) =>
    promisify(brotliCompress)(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
  gzip: (data) => promisify(gzip)(data),
};

/**
 * Answers compressed lately, by encoding and content: the same list, genre page or poster is sent
 * again and again, and hashing it costs a fraction of compressing it again.
 */
const packedLately = new LRUCache<string, Buffer>({ maxSize: 8 * 1024 * 1024, sizeCalculation: (b) => b.length });

async function packed(encoding: Encoding, data: Buffer): Promise<Buffer> {
  const key = `${encoding}:${createHash("sha1").update(data).digest("base64")}`;
  let found = packedLately.get(key);
  if (!found) {
    found = await compressWith[encoding](data);
    packedLately.set(key, found);
  }
  return found;
}

/** The encoding to answer with: brotli when the client takes it, else gzip, else none (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return undefined;
}

/**
 * A stream that compresses each chunk and flushes it at once: a client decompressing as it reads
 * gets every line of an NDJSON answer when the server writes it, not when the encoder's buffer fills.
 * A client that goes away cancels the stream; the encoder is then dropped, never written to again.
 */
function flushingCompressor(encoding: Encoding): TransformStream<Uint8Array, Uint8Array> {
  const zlib =
    encoding === "br"
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : createGzip();
  const flushKind = encoding === "br" ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH;
  let gone = false;
  const drop = () => {
    gone = true;
    zlib.destroy();
  };
  return new TransformStream({
    start(controller) {
      zlib.on("data", (chunk: Buffer) => {
        if (gone) return;
        try {
          controller.enqueue(new Uint8Array(chunk));
        } catch {
          drop();
        }
      });
      zlib.on("error", (error) => {
        if (gone) return;
        drop();
        controller.error(error);
      });
    },
    transform(chunk) {
      if (gone) return;
      return new Promise((resolve) => {
        zlib.write(chunk);
        zlib.flush(flushKind, () => resolve());
        zlib.once("close", resolve);
      });
    },
    flush() {
      if (gone) return;
      return new Promise((resolve) => {
        zlib.once("end", resolve);
        zlib.once("close", resolve);
        zlib.end();
      });
    },
  });
}

/**
 * br (or gzip) for HTML, JSON, SVG and NDJSON answers the client accepts it for, from 1 KB. Built
 * files already carry their encoding (precompressed at build time) and pass as they are; a streamed
 * answer is compressed chunk by chunk, each flushed as it is written. Mounted only where answers are
 * large (lists, art, suggestions, the page): an answer it reads loses the Node adapter's fast path
 * for bodies written whole, which costs a small answer (health, session) more than it would save.
 */
export function compression(): MiddlewareHandler {
  /** This app's compressed fixed answers, by encoding and name: lists, the sign-in mosaic, poster art. */
  const packedFixed = new LRUCache<string, Buffer>({ maxSize: 8 * 1024 * 1024, sizeCalculation: (b) => b.length });
  return async (c, next) => {
    await next();
    const res = c.res;
    // Headers and status only: reading the body of an answer left as it is would cost its fast path.
    const type = res.headers.get("content-type") ?? "";
    if (c.req.method === "HEAD" || res.headers.has("content-encoding") || !COMPRESSIBLE.test(type)) return;
    if (res.status === 204 || res.status === 206 || res.status === 304) return;
    res.headers.append("Vary", "Accept-Encoding");
    const length = res.headers.get("content-length");
    if (length !== null && Number(length) < COMPRESS_MIN_BYTES) return;
    const encoding = chooseEncoding(c.req.header("accept-encoding"));
    if (!encoding) return;
    let body: ReadableStream<Uint8Array> | Buffer;
    let encoded = true;
    const fixed = c.get("fixedContent");
    const known = fixed === undefined ? undefined : packedFixed.get(`${encoding}:${fixed}`);
    // A fixed answer already compressed never has its body read: reading it makes the Node adapter build a whole Response.
    if (known) body = known;
    else if (!res.body) return;
    else if (STREAMED.test(type) || c.get("inParts")) body = res.body.pipeThrough(flushingCompressor(encoding));
    else {
      body = Buffer.from(await res.arrayBuffer());
      if (body.length < COMPRESS_MIN_BYTES) encoded = false;
      else {
        body = await packed(encoding, body);
        if (fixed !== undefined) packedFixed.set(`${encoding}:${fixed}`, body);
      }
    }
    const headers = new Headers(res.headers);
    if (encoded) {
      headers.delete("Content-Length");
      headers.set("Content-Encoding", encoding);
    }
    // Unset first: hono would otherwise copy the old answer's headers (and its length) onto the new one.
    c.res = undefined;
    c.res = new Response(body as BodyInit, { status: res.status, statusText: res.statusText, headers });
  };
}
