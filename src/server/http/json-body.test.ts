import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { bodyLimits } from "./json-body.js";

function sample(maxSize: number): Hono {
  const app = new Hono();
  app.use("*", bodyLimits(maxSize));
  app.get("/thing", (c) => c.text("here"));
  app.post("/thing", async (c) => c.text(`read ${(await c.req.text()).length}`));
  return app;
}

/** A body of `bytes` bytes sent as a stream, with no Content-Length (as a chunked upload). */
function streamed(bytes: number): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes).fill(97));
      controller.close();
    },
  });
}

describe("bodyLimits", () => {
  it("refuses a body over the limit with 413 payload_too_large, declared or streamed", async () => {
    const app = sample(100);
    const declared = await app.request("/thing", { method: "POST", body: "x".repeat(101) });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ error: { code: "payload_too_large" } });
    const chunked = await app.request("/thing", { method: "POST", body: streamed(101), duplex: "half" } as RequestInit);
    expect(chunked.status).toBe(413);
  });

  it("lets a body within the limit through, and a GET past without touching it", async () => {
    const app = sample(100);
    const post = await app.request("/thing", { method: "POST", body: "x".repeat(100) });
    expect(await post.text()).toBe("read 100");
    const get = await app.request("/thing");
    expect(await get.text()).toBe("here");
  });
});
