import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { isTrustedPeer } from "./http/client-address.js";
import { capConnectionsPerGroup } from "./http/connection-cap.js";
import { SERVER_TIMEOUTS } from "./http/server-timeouts.js";
import { noteServedAddress } from "./ops/served-address.js";
import { createServices } from "./services.js";

/** Read `.env` when present (Node's own loader), then the environment wins. */
function loadDotEnv(): void {
  if (existsSync(".env")) process.loadEnvFile(".env");
}

async function main(): Promise<void> {
  loadDotEnv();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const webRoot = fileURLToPath(new URL("../../dist", import.meta.url));
  const services = await createServices(config, webRoot);
  const { log } = services.deps;
  const app = createApp(services.deps);
  const server = serve(
    {
      fetch: app.fetch,
      port: config.port,
      serverOptions: SERVER_TIMEOUTS,
      ...(config.host && { hostname: config.host }),
    },
    (info) => {
      log.info(
        {
          port: info.port,
          host: info.address,
          ...services.deps.build,
          movies: services.deps.movies.kind,
          suggest: config.suggest.kind,
          auth: config.auth.kind,
        },
        `Reelwise listening on http://localhost:${info.port}`,
      );
      if (config.auth.kind !== "local") return;
      try {
        noteServedAddress(config.database.dataDir, config.auth.publicUrl);
      } catch (error) {
        log.warn({ err: error }, "could not note the served address for `npm run account`");
      }
    },
  );

  capConnectionsPerGroup(server, config.connectionsPerGroup, isTrustedPeer(config.trustProxy), log);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Not ready from now on: a proxy polling /api/ready stops sending new requests during the delay.
    services.deps.readiness.drain();
    log.info({ signal, delayMs: config.shutdownDelayMs }, "stopping: draining in-flight requests");
    const forced = setTimeout(() => {
      log.warn("drain took longer than 10 s; closing anyway");
      process.exit(1);
    }, config.shutdownDelayMs + 10_000);
    forced.unref();
    setTimeout(() => {
      server.close(async () => {
        await services.close();
        log.info("stopped");
        process.exit(0);
      });
      // A proxy's kept-alive connection that still carries a request now and then (a health check)
      // would hold the server open until the forced exit: close each one as soon as it is idle.
      if ("closeIdleConnections" in server) {
        server.closeIdleConnections();
        setInterval(() => server.closeIdleConnections(), 250).unref();
      }
    }, config.shutdownDelayMs);
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  process.stderr.write(`Reelwise failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
