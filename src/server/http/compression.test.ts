import { brotliDecompressSync, createGunzip, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { gate } from "../../../tests/fakes/wait.js";
import { answersFixedContent, chooseEncoding, compression } from "./compression.js";

/** What Chromium sends. */
const BROWSER = "gzip, deflate, br, zstd";
const films = Array.from({ length: 60 }, (_, i) => ({ id: i, title: `Film number ${i}`, overview: "A story." }));

function sample(lines?: { first: string; second: Promise<string> }): Hono {
  const app = new Hono();
  app.use(compression());
  app.get("/films", (c) => c.json(films));
  app.get("/small", (c) => c.json({ ok: true }));
  app.get("/page", (c) => c.html(`<!doctype html><title>x</title>${"<p>Reelwise</p>".repeat(200)}`));
  app.get("/font", (c) => c.body("x".repeat(5000), 200, { "content-type": "font/woff2" }));
  app.get("/lines", () => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        if (!lines) return controller.close();
        controller.enqueue(encoder.encode(lines.first));
        controller.enqueue(encoder.encode(await lines.second));
        controller.close();
      },
    });
    return new Response(body, { headers: { "content-type": "application/x-ndjson; charset=utf-8" } });
  });
  return app;
}

describe("compression", () => {
  it("compresses an answer that names its fixed content once, then sends it without reading the answer", async () => {
    const app = new Hono();
    app.use(compression());
    let served = 0;
    app.get("/list", (c) => {
      served += 1;
      answersFixedContent(c, "list");
      // Changed here only to show which body goes out: a fixed answer never changes.
      return c.json(served === 1 ? films : films.slice(10));
    });
    const read = async (encoding: string) => {
      const res = await app.request("/list", { headers: { "accept-encoding": encoding } });
      const bytes = Buffer.from(await res.arrayBuffer());
      return JSON.parse((encoding === "br" ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString()) as unknown;
    };
    expect(await read("br")).toEqual(films);
    expect(await read("br")).toEqual(films);
    // Each encoding is kept on its own: gzip is compressed from the answer of its first request.
    expect(await read("gzip")).toEqual(films.slice(10));
    expect(served).toBe(3);
  });

  it("gives a browser that accepts br the JSON and HTML in br, and gzip to a client that takes only gzip", async () => {
    const app = sample();
    const json = await app.request("/films", { headers: { "accept-encoding": BROWSER } });
    expect(json.headers.get("content-encoding")).toBe("br");
    expect(json.headers.get("vary")).toContain("Accept-Encoding");
    const bytes = Buffer.from(await json.arrayBuffer());
    expect(bytes.length).toBeLessThan(JSON.stringify(films).length / 3);
    expect(JSON.parse(brotliDecompressSync(bytes).toString())).toEqual(films);

    const page = await app.request("/page", { headers: { "accept-encoding": BROWSER } });
    expect(page.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await page.arrayBuffer())).toString()).toContain("<p>Reelwise</p>");

    const gzipped = await app.request("/films", { headers: { "accept-encoding": "gzip" } });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString())).toEqual(films);
  });

  it("sends as they are: to a client that accepts no encoding, small answers, and types that do not shrink", async () => {
    const app = sample();
    const plain = await app.request("/films");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.json()).toEqual(films);
    const small = await app.request("/small", { headers: { "accept-encoding": BROWSER } });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const font = await app.request("/font", { headers: { "accept-encoding": BROWSER } });
    expect(font.headers.get("content-encoding")).toBeNull();
  });

  it("gzips a stream as written: the first line can be read before the second is written, and the whole is one gzip", async () => {
    const second = gate();
    const line = (n: number) => `${JSON.stringify({ type: "movies", index: n, movies: films.slice(0, 20) })}\n`;
    let written = false;
    const app = sample({
      first: line(0),
      second: second.opened.then(() => {
        written = true;
        return line(1);
      }),
    });
    const res = await app.request("/lines", { headers: { "accept-encoding": BROWSER } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const decoder = createGunzip();
    let text = "";
    decoder.on("data", (chunk: Buffer) => {
      text += chunk.toString();
    });
    const received: Uint8Array[] = [];
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    while (!text.includes("\n")) {
      const { value, done } = await reader.read();
      if (done) throw new Error("the stream ended before its first line");
      received.push(value);
      await new Promise((resolve) => decoder.write(value, resolve));
    }
    expect(written).toBe(false);
    expect(JSON.parse(text.split("\n")[0] ?? "")).toMatchObject({ type: "movies", index: 0 });
    second.open();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      received.push(chunk.value);
      decoder.write(chunk.value);
    }
    await new Promise((resolve) => decoder.end(resolve));
    expect(text).toBe(line(0) + line(1));
    // One gzip member, its checksum and length checked by the strict one-shot decoder.
    expect(gunzipSync(Buffer.concat(received)).toString()).toBe(line(0) + line(1));
  });

  it("sends a stream as it is to a client that takes brotli but not gzip", async () => {
    const app = sample({ first: `${JSON.stringify({ films })}\n`, second: Promise.resolve("{}\n") });
    const res = await app.request("/lines", { headers: { "accept-encoding": "br" } });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.text()).toBe(`${JSON.stringify({ films })}\n{}\n`);
  });
});

describe("compression of a stream the client leaves", () => {
  it("stops the stream at its source, and the server writes nothing more (and never throws)", async () => {
    const cancelled = gate();
    let writes = 0;
    const app = new Hono();
    app.use(compression());
    app.get("/lines", () => {
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          writes += 1;
          controller.enqueue(new TextEncoder().encode(`${JSON.stringify({ line: writes, films })}\n`));
          await new Promise((resolve) => setTimeout(resolve, 5));
        },
        cancel: () => cancelled.open(),
      });
      return new Response(body, { headers: { "content-type": "application/x-ndjson" } });
    });
    const res = await app.request("/lines", { headers: { "accept-encoding": "gzip" } });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    await reader.cancel();
    await cancelled.opened;
    const after = writes;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(writes).toBe(after);
  });
});

describe("chooseEncoding", () => {
  it("prefers br, then gzip; a q of 0 refuses an encoding", () => {
    expect(chooseEncoding(BROWSER)).toBe("br");
    expect(chooseEncoding("gzip, br;q=0")).toBe("gzip");
    expect(chooseEncoding("deflate")).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});
