import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

describe("loadConfig", () => {
  it("gives the embedded defaults for an empty environment", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe("./data");
    expect(config.brand).toBe("Reelwise");
    expect(config.movies).toEqual({ kind: "catalog" });
    expect(config.suggest).toEqual({ kind: "local" });
    expect(config.auth).toEqual({
      kind: "local",
      dataDir: "./data",
      secret: undefined,
      trustProxy: { kind: "none" },
      port: 3000,
      publicUrl: "http://localhost:3000",
    });
    expect(config.database).toEqual({ dataDir: "./data", url: undefined, poolSize: 10 });
    expect(config.host).toBeUndefined();
    expect(config.mail).toEqual({ kind: "none" });
    expect(config.redisUrl).toBeUndefined();
    expect(Object.isFrozen(config)).toBe(true);
  });

  it("switches movies to TMDB and suggestions to the model when their keys are set", () => {
    const config = loadConfig({
      TMDB_TOKEN: "tmdb-token",
      TMDB_API_URL: "http://127.0.0.1:9999/",
      OPENAI_API_KEY: "sk-test",
      OPENAI_MODEL: "llama3",
      OPENAI_TIMEOUT_MS: "1500",
    });
    expect(config.movies).toMatchObject({ kind: "tmdb", token: "tmdb-token", apiUrl: "http://127.0.0.1:9999" });
    expect(config.movies.kind === "tmdb" && config.movies.imageUrl).toBe("https://image.tmdb.org/t/p");
    expect(config.suggest).toMatchObject({ kind: "openai", model: "llama3", timeoutMs: 1500 });
  });

  it("reads every secret from <NAME>_FILE instead, dropping the file's trailing newline", () => {
    const dir = mkdtempSync(join(tmpdir(), "reelwise-secrets-"));
    const file = (name: string, text: string) => {
      writeFileSync(join(dir, name), text);
      return join(dir, name);
    };
    try {
      const config = loadConfig({
        AUTH_SECRET_FILE: file("auth", "a-secret-from-a-file-0123456789abcdef\n"),
        OPENAI_API_KEY_FILE: file("openai", "sk-from-file\r\n"),
        DATABASE_URL_FILE: file("db", "postgres://app:pw@db:5432/reelwise"),
        METRICS_TOKEN_FILE: file("metrics", "metrics-token-from-file\n"),
      });
      expect(config.auth.kind === "local" && config.auth.secret).toBe("a-secret-from-a-file-0123456789abcdef");
      expect(config.suggest).toMatchObject({ kind: "openai", apiKey: "sk-from-file" });
      expect(config.database.url).toBe("postgres://app:pw@db:5432/reelwise");
      expect(config.metricsToken).toBe("metrics-token-from-file");
      // The file's content is checked like the variable's, and never echoed.
      const short = file("short", "too-short\n");
      expect(() => loadConfig({ AUTH_SECRET_FILE: short })).toThrow(/AUTH_SECRET must be at least 32 characters$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    [
      { AUTH_SECRET: "x".repeat(32), AUTH_SECRET_FILE: "/run/secrets/auth" },
      /set AUTH_SECRET or AUTH_SECRET_FILE, not both/,
    ],
    [{ TMDB_TOKEN_FILE: "/no/such/file" }, /TMDB_TOKEN_FILE could not be read: \/no\/such\/file \(ENOENT\)/],
    [{ HOST: "not an address!" }, /HOST must be an address/],
    [{ DATABASE_POOL_SIZE: "0" }, /DATABASE_POOL_SIZE must be a whole number from 1 to 1000/],
  ])("refuses %o with one line naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("binds where HOST says and sizes the database pool", () => {
    const config = loadConfig({ HOST: "10.0.1.5", DATABASE_POOL_SIZE: "25" });
    expect(config.host).toBe("10.0.1.5");
    expect(config.database.poolSize).toBe(25);
    expect(loadConfig({ HOST: "::1" }).host).toBe("::1");
  });

  it("treats empty strings as unset", () => {
    expect(loadConfig({ TMDB_TOKEN: "", OPENAI_API_KEY: " ", DATABASE_URL: "" }).movies.kind).toBe("catalog");
  });

  it.each([
    [{ PORT: "abc" }, /^Invalid configuration: PORT must be a whole number from 1 to 65535 \(got "abc"\)$/],
    [{ PORT: "70000" }, /PORT must be a whole number/],
    [{ TMDB_API_URL: "notaurl" }, /^Invalid configuration: TMDB_API_URL must be a URL/],
    [{ AUTH_PROVIDER: "google" }, /AUTH_PROVIDER must be one of local, firebase/],
    [{ DATABASE_URL: "mysql://x" }, /DATABASE_URL must be a URL such as postgres:/],
    [{ AUTH_PROVIDER: "firebase" }, /FIREBASE_API_KEY is required when AUTH_PROVIDER=firebase/],
    [{ OPENAI_TIMEOUT_MS: "-5" }, /OPENAI_TIMEOUT_MS must be a whole number/],
  ])("rejects %o with one line naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
    try {
      loadConfig(env);
    } catch (error) {
      expect(String((error as Error).message)).not.toContain("\n");
    }
  });

  it("never echoes a secret value in its error", () => {
    const secret = "short-secret-value";
    expect(() => loadConfig({ AUTH_SECRET: secret })).toThrow(/AUTH_SECRET must be at least 32 characters$/);
    try {
      loadConfig({ AUTH_SECRET: secret });
    } catch (error) {
      expect((error as Error).message).not.toContain(secret);
    }
  });

  it("reads RATE_LIMIT_SCALE (1 by default) and names a bad value", () => {
    expect(loadConfig({}).rateLimitScale).toBe(1);
    expect(loadConfig({ RATE_LIMIT_SCALE: "2.5" }).rateLimitScale).toBe(2.5);
    expect(() => loadConfig({ RATE_LIMIT_SCALE: "0" })).toThrow(/RATE_LIMIT_SCALE must be a number from 0.01 to 10000/);
    expect(() => loadConfig({ RATE_LIMIT_SCALE: "lots" })).toThrow(/RATE_LIMIT_SCALE/);
  });

  it("reads TRUST_PROXY as no proxy, a hop count or proxy addresses, and names a bad value", () => {
    expect(loadConfig({}).trustProxy).toEqual({ kind: "none" });
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toEqual({ kind: "hops", hops: 1 });
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8" }).trustProxy).toEqual({ kind: "addresses", ranges: ["10.0.0.0/8"] });
    expect(() => loadConfig({ TRUST_PROXY: "maybe" })).toThrow(/^Invalid configuration: TRUST_PROXY .*"maybe"/);
  });

  it("sends mail through SMTP_URL from MAIL_FROM, links from PUBLIC_URL, and never echoes the SMTP URL", () => {
    const config = loadConfig({
      SMTP_URL: "smtp://user:pw@mail.example.com:587",
      MAIL_FROM: "Reelwise <no-reply@example.com>",
      PUBLIC_URL: "https://movies.example.com/",
    });
    expect(config.mail).toEqual({
      kind: "smtp",
      url: "smtp://user:pw@mail.example.com:587",
      from: "Reelwise <no-reply@example.com>",
    });
    expect(config.auth.kind === "local" && config.auth.publicUrl).toBe("https://movies.example.com");
    expect(() => loadConfig({ SMTP_URL: "smtp://mail.example.com" })).toThrow(
      "Invalid configuration: MAIL_FROM is required when SMTP_URL is set",
    );
    expect(() => loadConfig({ SMTP_URL: "http://user:secret@mail" })).toThrow(
      /^Invalid configuration: SMTP_URL must be/,
    );
    expect(() => loadConfig({ SMTP_URL: "http://user:secret@mail" })).not.toThrow(/secret/);
    expect(() => loadConfig({ PUBLIC_URL: "movies.example.com" })).toThrow(/PUBLIC_URL must be a URL/);
  });

  it("refuses the Firebase Auth Emulator in production (its tokens are unsigned)", () => {
    const env = { FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" };
    expect(loadConfig(env).auth.kind).toBe("local");
    expect(() => loadConfig({ ...env, NODE_ENV: "production" })).toThrow(/FIREBASE_AUTH_EMULATOR_HOST must not be set/);
  });
});
