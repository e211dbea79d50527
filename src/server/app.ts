import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { PublicConfig } from "../contract/config.js";
import { LANGUAGE_IDS } from "../contract/language.js";
import { requireUser } from "./auth/middleware.js";
import type { AppDeps } from "./deps.js";
import { allowedMethods } from "./http/allowed-methods.js";
import { errorResponse } from "./http/errors.js";
import { requestLog } from "./http/request-log.js";
import { sameOrigin } from "./http/same-origin.js";
import { securityHeaders } from "./http/security-headers.js";
import { spaRoutes } from "./http/spa.js";
import { artRoutes } from "./movies/art-routes.js";
import { movieRoutes } from "./movies/routes.js";
import { suggestionRoutes } from "./suggest/routes.js";

/** JSON bodies larger than this are refused before they are read. */
export const BODY_LIMIT_BYTES = 16 * 1024;

export function publicConfig(deps: Pick<AppDeps, "config" | "movies">): PublicConfig {
  const { config } = deps;
  return {
    brand: config.brand,
    languages: [...LANGUAGE_IDS],
    providers: { movies: deps.movies.kind, suggest: config.suggest.kind, auth: config.auth.kind },
    imageBaseUrl: deps.movies.imageBaseUrl,
    ...(config.auth.kind === "firebase" && {
      firebase: {
        apiKey: config.auth.apiKey,
        authDomain: config.auth.authDomain,
        projectId: config.auth.projectId,
        appId: config.auth.appId,
        ...(config.auth.emulatorHost && { emulatorUrl: `http://${config.auth.emulatorHost}` }),
      },
    }),
  };
}

/** The whole HTTP surface: /api routes and the built SPA. A fresh app per call (tests build their own). */
export function createApp(deps: AppDeps): Hono {
  const app = new Hono();
  const cfg = publicConfig(deps);

  app.use(requestLog(deps.log));
  app.use(securityHeaders(deps.config, deps.movies.imageBaseUrl));
  app.use("/api/*", allowedMethods());
  app.use("/api/*", sameOrigin(deps.config.trustProxy));
  app.use(
    "/api/*",
    bodyLimit({ maxSize: BODY_LIMIT_BYTES, onError: (c) => errorResponse(c, { code: "payload_too_large" }) }),
  );

  app.get("/api/health", (c) => c.json({ ok: true }));
  app.get("/api/config", (c) => c.json(cfg));
  app.get("/api/session", async (c) => c.json({ user: await deps.auth.userFromRequest(c.req.raw) }));
  if (deps.auth.routes) app.route("/api/auth", deps.auth.routes);
  app.route("/api/art", artRoutes(deps.catalog));

  const signedIn = requireUser(deps.auth);
  app.use("/api/movies/*", signedIn);
  app.use("/api/suggestions", signedIn);
  app.use("/api/suggestions/*", signedIn);
  app.route("/api/movies", movieRoutes(deps));
  app.route("/api/suggestions", suggestionRoutes(deps));

  app.all("/api/*", (c) => errorResponse(c, { code: "not_found", message: "No such API route" }));
  app.route("/", spaRoutes(deps.webRoot));

  app.onError((error, c) => {
    c.get("log")?.error({ err: { type: error.name, message: error.message } }, "unhandled error");
    return errorResponse(c, { code: "internal" });
  });
  app.notFound((c) => errorResponse(c, { code: "not_found" }));
  return app;
}
