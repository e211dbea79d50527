import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { type FakeTmdb, startFakeTmdb } from "../fakes/tmdb";
import { launchBrowser, type RunningServer, type StartOptions, startServer } from "./harness";

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

export interface RunningWithTmdb extends Running {
  tmdb: FakeTmdb;
}

/** As `serverAndBrowser`, with movies from a fake TMDB (started first, stopped last). */
export function tmdbServerAndBrowser(): RunningWithTmdb {
  const running = {} as RunningWithTmdb;
  beforeAll(async () => {
    running.tmdb = await startFakeTmdb();
    const { token, url } = running.tmdb;
    [running.server, running.browser] = await Promise.all([
      startServer({ env: { TMDB_TOKEN: token, TMDB_API_URL: url, TMDB_IMAGE_URL: `${url}/img` } }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.server?.stop();
    await running.tmdb?.close();
  });
  return running;
}
