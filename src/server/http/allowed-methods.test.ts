import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { allowedMethods, methodTable } from "./allowed-methods.js";

function sample(): Hono {
  const app = new Hono();
  app.use("/api/*", allowedMethods(app));
  app.use("/api/things/*", async (_c, next) => next());
  app.get("/api/things/:id", (c) => c.text("one"));
  app.delete("/api/things/:id", (c) => c.text("gone"));
  app.post("/api/things", (c) => c.text("made"));
  app.get("/elsewhere", (c) => c.text("page"));
  app.all("/api/*", (c) => c.text("no such route", 404));
  return app;
}

describe("methodTable", () => {
  it("reads the methods of each /api route, GET implying HEAD, leaving out middleware and catch-alls", () => {
    const table = methodTable(sample().routes, "/api");
    expect(table("/api/things/7")).toEqual(["GET", "HEAD", "DELETE"]);
    expect(table("/api/things")).toEqual(["POST"]);
    expect(table("/api/nothing")).toEqual([]);
    expect(table("/elsewhere")).toEqual([]);
  });
});

describe("allowedMethods", () => {
  it("answers 405 with Allow for a known path, and lets unknown paths and allowed methods through", async () => {
    const app = sample();
    const wrong = await app.request("/api/things", { method: "GET" });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toBe("POST");
    expect((await app.request("/api/things/7", { method: "HEAD" })).status).toBe(200);
    expect(await (await app.request("/api/things/7", { method: "DELETE" })).text()).toBe("gone");
    expect((await app.request("/api/other", { method: "PATCH" })).status).toBe(404);
  });
});
