import { z } from "zod";

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
const bool = z
  .enum(["true", "false", "1", "0", ""])
  .default("false")
  .transform((v) => v === "true" || v === "1");

/** Every variable the server reads, with its default (ARCHITECTURE.md, `.env.example`). */
const EnvSchema = z.object({
  PORT: int(3000, 1, 65535),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  BRAND: z.string().trim().min(1).max(40).default("Reelwise"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: bool,
  DATABASE_URL: optionalUrl(["postgres", "postgresql"], "postgres://user@host:5432/db"),
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
});

/** Variables whose values must never be echoed, not even in a configuration error. */
const SECRET_VARIABLES = new Set(["AUTH_SECRET", "TMDB_TOKEN", "OPENAI_API_KEY", "DATABASE_URL", "REDIS_URL"]);

const stripSlash = (u: string) => u.replace(/\/+$/, "");

function toConfig(env: z.infer<typeof EnvSchema>) {
  return {
    port: env.PORT,
    dataDir: env.DATA_DIR,
    brand: env.BRAND,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    authSecret: env.AUTH_SECRET,
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
        : { kind: "local" as const },
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
  const shown = SECRET_VARIABLES.has(name) || raw === undefined ? "" : ` (got ${JSON.stringify(raw)})`;
  const message = issue.code === "invalid_value" ? `must be one of ${issue.values.join(", ")}` : issue.message;
  return `${name} ${message}${shown}`;
}

/** Firebase mode needs its web config; say which variable is missing. */
function checkFirebase(env: z.infer<typeof EnvSchema>): string | undefined {
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
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${first ? describeIssue(first, env) : "unknown problem"}`);
  }
  const firebaseProblem = checkFirebase(parsed.data);
  if (firebaseProblem) throw new ConfigError(`Invalid configuration: ${firebaseProblem}`);
  return Object.freeze(toConfig(parsed.data));
}
