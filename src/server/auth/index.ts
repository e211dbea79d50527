import type Redis from "ioredis";
import type { Logger } from "pino";
import type { Config } from "../config.js";
import type { RateLimits } from "../http/rate-limit.js";
import type { AuthProvider } from "./auth-provider.js";
import type { AttemptLimit } from "./local-auth.js";

export interface AuthDeps {
  log: Logger;
  limits: RateLimits;
  redis?: Redis | undefined;
  /** Override better-auth's per-address sign-in/sign-up limit (load tests); default 30 a minute. */
  attemptLimit?: AttemptLimit;
}

/**
 * The one place that picks the AuthProvider. Local mode opens the database and migrates it before
 * returning. Each implementation is imported only when chosen, so local mode never loads
 * firebase-admin and firebase mode never opens a database.
 */
export async function createAuthProvider(config: Config, deps: AuthDeps): Promise<AuthProvider> {
  if (config.auth.kind === "firebase") {
    const { createFirebaseAuth } = await import("./firebase-auth.js");
    return createFirebaseAuth({ projectId: config.auth.projectId, emulatorHost: config.auth.emulatorHost }, deps.log);
  }
  const { createLocalAuth } = await import("./local-auth.js");
  return createLocalAuth(
    {
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      secret: config.authSecret,
      trustProxy: config.trustProxy,
      port: config.port,
      ...(deps.attemptLimit && { attemptLimit: deps.attemptLimit }),
    },
    { log: deps.log, limits: deps.limits, redis: deps.redis },
  );
}
