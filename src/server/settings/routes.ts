import { Hono } from "hono";
import { SettingsChangeSchema } from "../../contract/requests.js";
import type { Settings } from "../../contract/settings.js";
import type { AppDeps } from "../deps.js";
import { errorResponse } from "../http/errors.js";
import { validate } from "../http/validate.js";

/**
 * `/api/settings` (mounted behind the session middleware): what the signed-in account remembers
 * across browsers — for now the language it chose. Only the session decides whose settings they are.
 */
export function settingsRoutes(deps: Pick<AppDeps, "settings">): Hono {
  const app = new Hono();
  app.get("/", async (c) => {
    c.header("Cache-Control", "private, no-store");
    return c.json({ language: await deps.settings.language(c.get("user").uid) } satisfies Settings);
  });
  app.put(
    "/",
    validate("json", SettingsChangeSchema, { messages: { language: "language must be EN, AR or spanish" } }),
    async (c) => {
      const { language } = c.req.valid("json");
      const saved = await deps.settings.setLanguage(c.get("user").uid, language);
      // The account was deleted while this request was on its way: its session is over.
      if (!saved.ok) return errorResponse(c, { code: "unauthenticated" });
      return c.json({ language } satisfies Settings);
    },
  );
  return app;
}
