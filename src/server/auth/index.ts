import type Redis from "ioredis";
import type { Logger } from "pino";
import type { Config } from "../config.js";
import type { AppDatabase } from "../db/database.js";
import type { AuthProvider, SendResetLink } from "./auth-provider.js";

export interface AuthDeps {
  log: Logger;
  /** The opened database: local accounts keep their tables in it; firebase mode does not use it. */
  database: AppDatabase;
  redis?: Redis | undefined;
  /** Where local accounts' password-reset links go (e-mail, or the operator's terminal). */
  sendResetLink?: SendResetLink;
}

/**
 * The one place that picks the AuthProvider. Local mode migrates its tables into the database before
 * returning. Each implementation is imported only when chosen, so local mode never loads
 * firebase-admin and firebase mode never touches the database.
 */
export async function createAuthProvider(cfg: Config["auth"], deps: AuthDeps): Promise<AuthProvider> {
  switch (cfg.kind) {
    case "firebase": {
      const { createFirebaseAuth } = await import("./firebase-auth.js");
      return createFirebaseAuth({ projectId: cfg.projectId, emulatorHost: cfg.emulatorHost }, deps.log, deps.redis);
    }
    case "local": {
      const { createLocalAuth } = await import("./local-auth.js");
      return createLocalAuth(cfg, {
        log: deps.log,
        redis: deps.redis,
        database: deps.database,
        ...(deps.sendResetLink && { sendResetLink: deps.sendResetLink }),
      });
    }
  }
}
