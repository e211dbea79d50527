import { readFileSync } from "node:fs";
import { isIP } from "node:net";
import { z } from "zod";
import { parseTrustProxy, type TrustProxy } from "./http/client-address.js";

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();
const url = (def: string) => z.string().trim().url("must be a URL such as https://host/path").default(def);
const optionalUrl = (protocols: readonly string[], example: string) =>
  optionalText.refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}:`)), {
    message: `must be a URL such as ${example}`,
  });
const int = (def: number, min: number, max: number) =>
  z
    .string()
    .trim()
    .default(String(def))
    .refine((v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max, {
      message: `must be a whole number from ${min} to ${max}`,
    })
    .transform(Number);

/** Every variable the server reads, with its default (ARCHITECTURE.md, `.env.example`). */
const EnvSchema = z.object({
  PORT: int(3000, 1, 65535),
  HOST: optionalText.refine((v) => v === undefined || isIP(v) !== 0 || /^[a-z0-9.-]+$/i.test(v), {
    message: "must be an address such as 10.0.1.5, 127.0.0.1 or ::, or a host name",
  }),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  BRAND: z.string().trim().min(1).max(40).default("Reelwise"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  NODE_ENV: z.string().trim().default("development"),
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((raw, ctx): TrustProxy => {
      const parsed = parseTrustProxy(raw);
      if (typeof parsed === "string") ctx.addIssue({ code: "custom", message: parsed });
      return typeof parsed === "string" ? { kind: "none" } : parsed;
    }),
  DATABASE_URL: optionalUrl(["postgres", "postgresql"], "postgres://user@host:5432/db"),
  DATABASE_POOL_SIZE: int(10, 1, 1000),
  REDIS_URL: optionalUrl(["redis", "rediss"], "redis://127.0.0.1:6379"),
  AUTH_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: "must be at least 32 characters",
  }),
  AUTH_PROVIDER: z.enum(["local", "firebase"]).default("local"),
  FIREBASE_API_KEY: optionalText,
  FIREBASE_AUTH_DOMAIN: optionalText,
  FIREBASE_PROJECT_ID: optionalText,
  FIREBASE_APP_ID: optionalText,
  FIREBASE_AUTH_EMULATOR_HOST: optionalText.refine((v) => v === undefined || /^[\w.-]+:\d+$/.test(v), {
    message: "must be host:port such as 127.0.0.1:9099",
  }),
  TMDB_TOKEN: optionalText,
  TMDB_API_URL: url("https://api.themoviedb.org"),
  TMDB_IMAGE_URL: url("https://image.tmdb.org/t/p"),
  TMDB_TIMEOUT_MS: int(5000, 100, 60_000),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: url("https://api.openai.com/v1"),
  OPENAI_MODEL: z.string().trim().min(1).default("gpt-3.5-turbo"),
  OPENAI_TIMEOUT_MS: int(60_000, 100, 600_000),
  PUBLIC_URL: optionalUrl(["http", "https"], "https://movies.example.com"),
  RATE_LIMIT_SCALE: z
    .string()
    .trim()
    .default("1")
    .refine((v) => /^\d+(\.\d+)?$/.test(v) && Number(v) >= 0.01 && Number(v) <= 10_000, {
      message: "must be a number from 0.01 to 10000",
    })
    .transform(Number),
  METRICS_TOKEN: optionalText.refine((v) => v === undefined || v.length >= 16, {
    message: "must be at least 16 characters",
  }),
  SHUTDOWN_DELAY_MS: int(0, 0, 60_000),
  CONNECTIONS_PER_GROUP: int(256, 0, 100_000),
  GIT_COMMIT: optionalText.refine((v) => v === undefined || /^[0-9a-f]{7,40}$/.test(v), {
    message: "must be a git commit hash (7 to 40 hex digits)",
  }),
  SMTP_URL: optionalUrl(["smtp", "smtps"], "smtp://user:password@mail.example.com:587"),
  MAIL_FROM: optionalText.refine((v) => v === undefined || /^[^\r\n]*<?[^@\s<>]+@[^@\s<>]+>?$/.test(v), {
    message: "must be an address such as Reelwise <no-reply@example.com>",
  }),
});

/**
 * Variables whose values must never be echoed, not even in a configuration error. Each may instead
 * be read from a file named by `<NAME>_FILE` (Docker and Kubernetes secrets mounted as files).
 */
const SECRET_VARIABLES = [
  "AUTH_SECRET",
  "TMDB_TOKEN",
  "OPENAI_API_KEY",
  "DATABASE_URL",
  "REDIS_URL",
  "SMTP_URL",
  "METRICS_TOKEN",
] as const;
const SECRETS: ReadonlySet<string> = new Set(SECRET_VARIABLES);

/** The name of every variable the server reads (`.env.example` and docs/operations.md document each). */
export const ENV_VARIABLES: readonly string[] = [
  ...Object.keys(EnvSchema.shape),
  ...SECRET_VARIABLES.map((name) => `${name}_FILE`),
];

const stripSlash = (u: string) => u.replace(/\/+$/, "");

function toConfig(env: z.infer<typeof EnvSchema>) {
  return {
    port: env.PORT,
    /** The address to listen on; unset, every interface. Behind a proxy: only the proxy's network. */
    host: env.HOST,
    dataDir: env.DATA_DIR,
    brand: env.BRAND,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    redisUrl: env.REDIS_URL,
    /** `METRICS_TOKEN`: `/metrics` answers Prometheus text to `Authorization: Bearer <token>`; unset, 404. */
    metricsToken: env.METRICS_TOKEN,
    /** On SIGTERM, answer `/api/ready` 503 for this long before closing, so a proxy stops sending first. */
    shutdownDelayMs: env.SHUTDOWN_DELAY_MS,
    /** TCP connections open at once per address group (IPv4 /24, IPv6 /48); 0: no cap. Never applied to a trusted proxy. */
    connectionsPerGroup: env.CONNECTIONS_PER_GROUP,
    /** The commit this server was built from (the image's build argument); unset, git is asked at start. */
    commit: env.GIT_COMMIT,
    /** Multiplies every request budget (not the limits that protect accounts); 1 is the README's table. */
    rateLimitScale: env.RATE_LIMIT_SCALE,
    /** Accounts, sessions and My List: PostgreSQL when `DATABASE_URL` is set, else a SQLite file in `dataDir`. */
    database: { dataDir: env.DATA_DIR, url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE },
    auth:
      env.AUTH_PROVIDER === "firebase"
        ? {
            kind: "firebase" as const,
            apiKey: env.FIREBASE_API_KEY ?? "",
            authDomain: env.FIREBASE_AUTH_DOMAIN ?? "",
            projectId: env.FIREBASE_PROJECT_ID ?? "",
            appId: env.FIREBASE_APP_ID ?? "",
            emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
          }
        : {
            kind: "local" as const,
            dataDir: env.DATA_DIR,
            /** `AUTH_SECRET`; when unset one is generated into `dataDir`. */
            secret: env.AUTH_SECRET,
            trustProxy: env.TRUST_PROXY,
            port: env.PORT,
            /** The address to listen on; unset, every interface. Behind a proxy: only the proxy's network. */
            host: env.HOST,
            /** Where the page is served, for links in e-mails (password reset). */
            publicUrl: stripSlash(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`),
          },
    mail: env.SMTP_URL
      ? { kind: "smtp" as const, url: env.SMTP_URL, from: env.MAIL_FROM ?? "" }
      : { kind: "none" as const },
    movies: env.TMDB_TOKEN
      ? {
          kind: "tmdb" as const,
          token: env.TMDB_TOKEN,
          apiUrl: stripSlash(env.TMDB_API_URL),
          imageUrl: stripSlash(env.TMDB_IMAGE_URL),
          timeoutMs: env.TMDB_TIMEOUT_MS,
        }
      : { kind: "catalog" as const },
    suggest: env.OPENAI_API_KEY
      ? {
          kind: "openai" as const,
          apiKey: env.OPENAI_API_KEY,
          baseUrl: stripSlash(env.OPENAI_BASE_URL),
          model: env.OPENAI_MODEL,
          timeoutMs: env.OPENAI_TIMEOUT_MS,
        }
      : { kind: "local" as const },
  };
}

export type Config = Readonly<ReturnType<typeof toConfig>>;

export class ConfigError extends Error {}

function describeIssue(issue: z.core.$ZodIssue, env: Record<string, string | undefined>): string {
  const name = String(issue.path[0] ?? "environment");
  const raw = env[name];
  const shown = SECRETS.has(name) || raw === undefined ? "" : ` (got ${JSON.stringify(raw)})`;
  const message = issue.code === "invalid_value" ? `must be one of ${issue.values.join(", ")}` : issue.message;
  return `${name} ${message}${shown}`;
}

/**
 * `env` with each secret whose `<NAME>_FILE` is set read from that file (its trailing newline
 * dropped). Setting both, or a file that cannot be read, is a ConfigError naming the variable and
 * the path, never the content.
 */
function withSecretFiles(
  env: Record<string, string | undefined>,
  readFile: (path: string) => string,
): Record<string, string | undefined> {
  const resolved = { ...env };
  for (const name of SECRET_VARIABLES) {
    const path = env[`${name}_FILE`]?.trim();
    if (!path) continue;
    if (env[name]?.trim()) throw new ConfigError(`Invalid configuration: set ${name} or ${name}_FILE, not both`);
    try {
      resolved[name] = readFile(path).replace(/\r?\n$/, "");
    } catch (error) {
      const code = error instanceof Error && "code" in error ? ` (${String(error.code)})` : "";
      throw new ConfigError(`Invalid configuration: ${name}_FILE could not be read: ${path}${code}`);
    }
  }
  return resolved;
}

/** Variables that need another one (Firebase's web config, the mail sender); say which is missing. */
function checkDependentVariables(env: z.infer<typeof EnvSchema>): string | undefined {
  // firebase-admin accepts the emulator's unsigned tokens whenever this variable is set.
  if (env.FIREBASE_AUTH_EMULATOR_HOST && env.NODE_ENV === "production") {
    return "FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production (it makes unsigned tokens valid)";
  }
  if (env.SMTP_URL && !env.MAIL_FROM) return "MAIL_FROM is required when SMTP_URL is set";
  if (env.AUTH_PROVIDER !== "firebase") return undefined;
  for (const name of ["FIREBASE_API_KEY", "FIREBASE_PROJECT_ID"] as const) {
    if (!env[name]) return `${name} is required when AUTH_PROVIDER=firebase`;
  }
  return undefined;
}

/**
 * Parse the environment once into a frozen, typed config.
 * Throws a ConfigError whose message is ONE line naming the first bad variable.
 */
export function loadConfig(
  env: Record<string, string | undefined>,
  readFile: (path: string) => string = (path) => readFileSync(path, "utf8"),
): Config {
  const parsed = EnvSchema.safeParse(withSecretFiles(env, readFile));
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${first ? describeIssue(first, env) : "unknown problem"}`);
  }
  const firebaseProblem = checkDependentVariables(parsed.data);
  if (firebaseProblem) throw new ConfigError(`Invalid configuration: ${firebaseProblem}`);
  return Object.freeze(toConfig(parsed.data));
}
