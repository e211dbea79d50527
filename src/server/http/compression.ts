import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, crc32, deflateRawSync, gzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { LRUCache } from "lru-cache";

/** What is worth compressing: the HTML, JSON answers, the generated SVG art and streamed suggestions. */
const COMPRESSIBLE = /^(text\/html|application\/json|image\/svg\+xml|application\/x-ndjson)\b/i;
/** Streamed line by line: each chunk is compressed as it is written, so no line waits for the next. */
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

/**
 * The encoding to answer with: the first of `offered` the client takes (q=0 refuses one), else
 * none. Brotli, then gzip, unless the answer offers fewer (a stream is gzip: `gzipAsWritten`).
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  offered: readonly Encoding[] = ["br", "gzip"],
): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  return offered.find((encoding) => accepted.has(encoding));
}

/** A gzip member's header (RFC 1952): deflate, no name or time, from a Unix system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
/** An empty final deflate block: the end of the compressed data. */
const LAST_BLOCK = Buffer.from([3, 0]);

/**
 * A streamed answer as gzip, each chunk deflated on its own, at once, as it is written: deflate
 * blocks ending on a sync flush (never a final block) follow one another as one stream, so a client
 * decompressing as it reads gets every line when the server writes it; the CRC-32 and length of
 * all of it close the member. Compressing on the spot costs no trip to zlib's thread pool per line
 * (~0.3 ms of CPU for a five-row answer, and a row is not held until the next one's turn); each
 * chunk loses back-references to the earlier ones (an answer is ~29 % of its size instead of 20 %
 * in br: ~1.5 KB more).
 */
function gzipAsWritten(): TransformStream<Uint8Array, Uint8Array> {
  let crc = 0;
  let length = 0;
  let head: Buffer | undefined = GZIP_HEADER;
  const withHead = (data: Buffer) => {
    const out = head ? Buffer.concat([head, data]) : data;
    head = undefined;
    return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
  };
  return new TransformStream({
    transform(chunk, controller) {
      crc = crc32(chunk, crc);
      length += chunk.byteLength;
      controller.enqueue(withHead(deflateRawSync(chunk, { finishFlush: constants.Z_SYNC_FLUSH })));
    },
    flush(controller) {
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(crc >>> 0, 0);
      trailer.writeUInt32LE(length % 2 ** 32, 4);
      controller.enqueue(withHead(Buffer.concat([LAST_BLOCK, trailer])));
    },
  });
}

/**
 * br (or gzip) for HTML, JSON and SVG answers the client accepts it for, from 1 KB; gzip for NDJSON
 * streams and answers written in parts (`answersInParts`), each chunk compressed as it is written
 * (`gzipAsWritten`). Built files already carry
 * their encoding (precompressed at build time) and pass as they are. Mounted only where answers are
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
    // Written over time (NDJSON, or an answer in parts): compressed chunk by chunk as it is written.
    const streamed = STREAMED.test(type) || c.get("inParts") === true;
    const encoding = chooseEncoding(c.req.header("accept-encoding"), streamed ? ["gzip"] : undefined);
    if (!encoding) return;
    let body: ReadableStream<Uint8Array> | Buffer;
    let encoded = true;
    const fixed = c.get("fixedContent");
    const known = fixed === undefined ? undefined : packedFixed.get(`${encoding}:${fixed}`);
    // A fixed answer already compressed never has its body read: reading it makes the Node adapter build a whole Response.
    if (known) body = known;
    else if (!res.body) return;
    else if (streamed) body = res.body.pipeThrough(gzipAsWritten());
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
