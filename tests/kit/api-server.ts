import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import pino from "pino";
import { afterAll, beforeAll } from "vitest";
import { type Movie, MovieListSchema } from "../../src/contract/movies.js";
import { createApp } from "../../src/server/app.js";
import { loadConfig } from "../../src/server/config.js";
import { createServices } from "../../src/server/services.js";
import { FAKE_TMDB_TOKEN, type FakeTmdb, startFakeTmdb } from "../fakes/tmdb.js";

export interface ApiServer {
  /** `http://127.0.0.1:<port>`: where `/api` is. */
  origin: string;
  /** Sign up a fresh account; its session cookie, for the requests a test makes as that account. */
  signUp(tag?: string): Promise<string>;
  close(): Promise<void>;
}

let accounts = 0;

/**
 * The real `/api` — `createApp` on the services `main.ts` builds, here with a fresh data folder
 * (local accounts and My List on SQLite, the embedded catalogue and engine unless `env` names
 * upstreams such as the fake TMDB) — listening on a free port, for tests of the page's store
 * against the server it talks to. Node keeps no cookies: a test passes the session cookie itself.
 */
export async function startApiServer(env: Record<string, string> = {}): Promise<ApiServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "reelwise-api-"));
  const config = loadConfig({ DATA_DIR: dataDir, ...env });
  const services = await createServices(config, dataDir, pino({ level: "silent" }));
  const app = createApp(services.deps);
  let server: ReturnType<typeof serve> | undefined;
  const { port } = await new Promise<AddressInfo>((resolve) => {
    server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, resolve);
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    async signUp(tag = "page") {
      accounts += 1;
      const email = `${tag}-${process.pid}-${accounts}@example.com`;
      const res = await fetch(`${origin}/api/auth/sign-up`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: "Secret123", username: tag }),
      });
      if (!res.ok) throw new Error(`sign-up answered ${res.status}`);
      return res.headers
        .getSetCookie()
        .map((cookie) => cookie.split(";")[0])
        .join("; ");
    },
    async close() {
      await new Promise<void>((resolve, reject) => server?.close((error) => (error ? reject(error) : resolve())));
      await services.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One server for a test file: started before its tests (with `env()`, read then, so it may name a
 * fake started by an earlier hook), closed after them; `cookie` is an account signed up on it.
 */
export function apiServerForFile(env: () => Record<string, string> = () => ({})): {
  readonly server: ApiServer;
  readonly cookie: string;
} {
  let server: ApiServer | undefined;
  let cookie = "";
  beforeAll(async () => {
    server = await startApiServer(env());
    cookie = await server.signUp();
  });
  afterAll(async () => {
    await server?.close();
  });
  return {
    get server() {
      if (!server) throw new Error("the API server has not started");
      return server;
    },
    get cookie() {
      return cookie;
    },
  };
}

/** `apiServerForFile` in TMDB mode, on a fake TMDB started for the file (`tmdb`, for overrides). */
export function tmdbApiServerForFile(): {
  readonly server: ApiServer;
  readonly cookie: string;
  readonly tmdb: FakeTmdb;
} {
  let tmdb: FakeTmdb | undefined;
  const started = () => {
    if (!tmdb) throw new Error("the fake TMDB has not started");
    return tmdb;
  };
  beforeAll(async () => {
    tmdb = await startFakeTmdb();
  });
  afterAll(async () => {
    await tmdb?.close();
  });
  const running = apiServerForFile(() => {
    const { url } = started();
    return { TMDB_TOKEN: FAKE_TMDB_TOKEN, TMDB_API_URL: url, TMDB_IMAGE_URL: `${url}/img` };
  });
  return {
    get server() {
      return running.server;
    },
    get cookie() {
      return running.cookie;
    },
    get tmdb() {
      return started();
    },
  };
}

/** A film as a row shows it, found by exact title through the server's own title search. */
export async function filmTitled(server: Pick<ApiServer, "origin">, cookie: string, title: string): Promise<Movie> {
  const res = await fetch(`${server.origin}/api/movies/search?query=${encodeURIComponent(title)}`, {
    headers: { cookie },
  });
  const movie = MovieListSchema.parse(await res.json()).results.find((m) => m.title === title);
  if (!movie) throw new Error(`no ${title} in the movie source`);
  return movie;
}
