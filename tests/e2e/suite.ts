import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { type FakeTmdb, startFakeTmdb } from "../fakes/tmdb";
import {
  launchBrowser,
  openPage,
  type PageOptions,
  type RunningServer,
  type StartOptions,
  startServer,
} from "./harness";

export interface Running {
  server: RunningServer;
  browser: Browser;
}

/**
 * For the enclosing describe: start the real server (with `options`) and Chromium before its tests,
 * stop both after them. The returned object is filled in by the time the tests run.
 */
export function serverAndBrowser(options: StartOptions = {}): Running {
  const running = {} as Running;
  beforeAll(async () => {
    [running.server, running.browser] = await Promise.all([startServer(options), launchBrowser()]);
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.server?.stop();
  });
  return running;
}

/** A fake upstream (TMDB, a model, SMTP, the Auth Emulator) the server is pointed at. */
export interface Fake<F> {
  start(): Promise<F>;
  /** How to start the server so that it talks to the started fake. */
  serverOptions(fake: F): StartOptions | Promise<StartOptions>;
  stop(fake: F): Promise<void>;
}

/**
 * As `serverAndBrowser`, with a fake upstream started first and stopped last; the test reads the
 * fake as `running[name]` (e.g. `running.tmdb.seen`).
 */
export function serverBrowserAnd<K extends string, F>(name: K, fake: Fake<F>): Running & Record<K, F> {
  const running = {} as Running & Record<K, F>;
  const fakes: Record<K, F> = running;
  let started: F | undefined;
  beforeAll(async () => {
    started = await fake.start();
    fakes[name] = started;
    [running.server, running.browser] = await Promise.all([
      startServer(await fake.serverOptions(started)),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.server?.stop();
    if (started !== undefined) await fake.stop(started);
  });
  return running;
}

export type RunningWithTmdb = Running & { tmdb: FakeTmdb };

/** As `serverAndBrowser`, with movies from a fake TMDB (started first, stopped last). */
export function tmdbServerAndBrowser(): RunningWithTmdb {
  return serverBrowserAnd("tmdb", {
    start: startFakeTmdb,
    serverOptions: ({ token, url }) => ({
      env: { TMDB_TOKEN: token, TMDB_API_URL: url, TMDB_IMAGE_URL: `${url}/img` },
    }),
    stop: (tmdb) => tmdb.close(),
  });
}

/** A fresh context (cookies, storage) on the running server, its page opened at `path`. */
export async function visit(running: Running, path: string, options: Omit<PageOptions, "baseURL"> = {}) {
  const opened = await openPage(running.browser, { baseURL: running.server.url, ...options });
  await opened.page.goto(path);
  return opened;
}
