import { type Context, Hono } from "hono";
import type { PublicConfig } from "../contract/config.js";
import { LANGUAGE_IDS } from "../contract/language.js";
import { IMPORT_MAX_BYTES } from "../contract/my-data.js";
import { accountRoutes } from "./account/routes.js";
import { requireUser } from "./auth/middleware.js";
import { authRoutes } from "./auth/routes.js";
import { isStoreOutage, STORE_RETRY_AFTER_SECONDS } from "./db/store-outage.js";
import type { AppDeps } from "./deps.js";
import { allowedMethods } from "./http/allowed-methods.js";
import { clientAddresses } from "./http/client-address.js";
import { compression } from "./http/compression.js";
import { mountBudgets, signedInPrefixes } from "./http/endpoint-table.js";
import { errorResponse } from "./http/errors.js";
import { firstScreenAnswers } from "./http/first-screen.js";
import { bodyLimits, jsonBodies } from "./http/json-body.js";
import { requestLog } from "./http/request-log.js";
import { sameOrigin } from "./http/same-origin.js";
import { securityHeaders } from "./http/security-headers.js";
import { spaRoutes } from "./http/spa.js";
import { errorFields } from "./logger.js";
import { artRoutes } from "./movies/art-routes.js";
import { movieRoutes } from "./movies/routes.js";
import { IMPORT_PATH, myDataRoutes } from "./my-data/routes.js";
import { myListRoutes } from "./my-list/routes.js";
import { opsRoutes } from "./ops/routes.js";
import { settingsRoutes } from "./settings/routes.js";
import { suggestionRoutes } from "./suggest/routes.js";
import { tasteRoutes } from "./taste/routes.js";

/** JSON bodies larger than this are refused before they are read. */
export const BODY_LIMIT_BYTES = 16 * 1024;

export function publicConfig(deps: Pick<AppDeps, "config" | "movies">): PublicConfig {
  const { config } = deps;
  return {
    brand: config.brand,
    languages: [...LANGUAGE_IDS],
    providers: { movies: deps.movies.kind, suggest: config.suggest.kind, auth: config.auth.kind },
    resetMail: config.auth.kind === "firebase" || config.mail.kind === "smtp",
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
  const addresses = clientAddresses(deps.config.trustProxy);
  const { limits } = deps;

  if (deps.metrics) app.use(deps.metrics.middleware);
  // While the server drains, every answer (those in flight included) closes its connection, so a
  // client's next request opens a new one, which the proxy sends elsewhere (and which is refused
  // once the server stops listening), rather than riding a kept-alive connection into a leaving server.
  app.use(async (c, next) => {
    await next();
    if (deps.readiness.isDraining()) c.header("Connection", "close");
  });
  app.use(requestLog(deps.log, { fromTrustedProxy: addresses.fromTrustedProxy }));
  app.use(securityHeaders(deps.config, deps.movies.imageBaseUrl, addresses.behindProxy));
  // Where answers are large; the page's HTML is compressed by spaRoutes.
  const compressed = compression();
  for (const path of ["/api/movies/*", "/api/art/*", "/api/suggestions/*", "/api/my-list/*"]) app.use(path, compressed);
  app.use("/api/*", allowedMethods(app));
  app.use("/api/*", sameOrigin());
  app.use("/api/*", jsonBodies());
  // An imported file is the one larger body: its text, escaped in JSON (quotes and line ends double).
  app.use("/api/*", bodyLimits(BODY_LIMIT_BYTES, { [IMPORT_PATH]: IMPORT_MAX_BYTES * 2 }));

  // Sessions and budgets, from the endpoint table (the one place that decides them), before any route.
  const signedIn = requireUser(deps.auth);
  for (const prefix of signedInPrefixes()) app.use(prefix, signedIn);
  mountBudgets((path, handler) => app.use(path, handler), limits, {
    user: (c) => c.get("user").uid,
    address: addresses.keyOf,
    addressGroup: addresses.groupOf,
  });

  app.get("/api/health", (c) => c.json({ ok: true }));
  app.route(
    "/",
    opsRoutes({
      readiness: deps.readiness,
      build: deps.build,
      metrics: deps.metrics,
      metricsToken: deps.config.metricsToken,
    }),
  );
  app.get("/api/config", (c) => c.json(cfg));
  app.get("/api/session", async (c) => {
    // Who is signed in, with their e-mail: never kept by a browser or proxy cache.
    c.header("Cache-Control", "private, no-store");
    return c.json({ user: await deps.auth.userFromRequest(c.req.raw) });
  });
  app.route("/api/auth", authRoutes({ ...deps, addresses }));
  app.route("/api/art", artRoutes(deps.art));

  app.route("/api/account", accountRoutes({ ...deps, addresses }));
  app.route("/api/movies", movieRoutes(deps));
  app.route("/api/suggestions", suggestionRoutes({ ...deps, addressOf: addresses.keyOf }));
  app.route("/api/my-list", myListRoutes(deps));
  app.route("/api/settings", settingsRoutes(deps));
  app.route("/api/taste", tasteRoutes(deps));
  app.route("/api/my-data", myDataRoutes(deps));

  app.all("/api/*", (c) => errorResponse(c, { code: "not_found", message: "No such API route" }));
  // `/browse`'s first screen, answered by these same routes for the caller (cookies, address, language).
  const inProcess = (path: string, c: Context) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete("accept-encoding");
    headers.set("accept", "application/json");
    return app.fetch(new Request(new URL(path, c.req.url), { headers }), c.env);
  };
  app.route("/", spaRoutes(deps.webRoot, cfg, firstScreenAnswers(inProcess)));

  app.onError((error, c) => {
    if (isStoreOutage(error)) {
      // The database is down, not the caller's fault nor a bug: "try again shortly", never "signed out".
      c.get("log")?.warn({ err: errorFields(error) }, "database unavailable");
      return errorResponse(c, { code: "store_unavailable", retryAfter: STORE_RETRY_AFTER_SECONDS });
    }
    c.get("log")?.error({ err: errorFields(error) }, "unhandled error");
    return errorResponse(c, { code: "internal" });
  });
  app.notFound((c) => errorResponse(c, { code: "not_found" }));
  return app;
}
