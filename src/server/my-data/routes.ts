import { Hono } from "hono";
import { type ExportDeps, exportData } from "./data-export.js";

/** `/api/my-data` (behind the session middleware): the signed-in account's own data, to take away. */
export function myDataRoutes(deps: ExportDeps): Hono {
  const app = new Hono();
  app.get("/export", async (c) => {
    c.header("Cache-Control", "private, no-store");
    return c.json(await exportData(deps, c.get("user")));
  });
  return app;
}
