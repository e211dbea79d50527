import { describe, expect, it } from "vitest";
import { pathOf } from "../../contract/endpoint.js";
import { ENDPOINTS } from "../../contract/endpoints.js";
import { METRICS_TOKEN, opsApp, signedIn } from "../ops/ops-test-kit.js";
import { ENDPOINT_ROWS, routePatterns } from "./endpoint-table.js";
import { LIMITS } from "./rate-limit.js";

const mounted = (routes: readonly { method: string; path: string }[]) =>
  new Set(routes.filter((r) => r.method !== "ALL" && r.path.startsWith("/api/")).map((r) => `${r.method} ${r.path}`));
const table = (rows = ENDPOINT_ROWS) =>
  new Set(rows.flatMap((row) => routePatterns(row).map((p) => `${row.method} ${p}`)));

describe("the endpoint table", () => {
  it("is exactly the /api routes the server mounts (local accounts)", async () => {
    const { app } = await opsApp({ METRICS_TOKEN });
    expect([...mounted(app.routes)].sort()).toEqual([...table()].sort());
  });

  it("gives each signed-in row a session check and spends each middleware budget once per request", async () => {
    const { app } = await opsApp({ RATE_LIMIT_SCALE: "0.1" });
    for (const row of ENDPOINT_ROWS.filter((r) => r.access === "signed-in" && r.method === "GET")) {
      const path = pathOf(row, { kind: "popular", id: 550, genre: "comedy" });
      expect((await app.request(path)).status, path).toBe(401);
    }
    // The films budget (120 a minute × 0.1 = 12), shared by a film's details, facts and look-alikes.
    const cookie = await signedIn(app, "table@example.com");
    const films = Math.round(LIMITS.films.points * 0.1);
    const paths = [ENDPOINTS.film, ENDPOINTS.facts, ENDPOINTS.similar].map((row) => pathOf(row, { id: 550 }));
    const statuses: number[] = [];
    for (let i = 0; i <= films; i += 1)
      statuses.push((await app.request(paths[i % 3] ?? "", { headers: { cookie } })).status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    expect(statuses.at(-1)).toBe(429);
    // Another budget is untouched.
    expect((await app.request(pathOf(ENDPOINTS.list, { kind: "popular" }), { headers: { cookie } })).status).toBe(200);
  });
});
