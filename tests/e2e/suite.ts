import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { type FakeOpenAi, type FakeOpenAiOptions, startFakeOpenAi } from "../fakes/openai";
import { type FakeTmdb, startFakeTmdb } from "../fakes/tmdb";
import {
  launchBrowser,
  newAccount,
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

/** A fake OpenAI-compatible model (answering as `options` say) for `serverBrowserAnd("model", …)`. */
export const fakeModel = (options: FakeOpenAiOptions = {}): Fake<FakeOpenAi> => ({
  start: () => startFakeOpenAi(options),
  serverOptions: (model) => ({ env: { OPENAI_API_KEY: model.key, OPENAI_BASE_URL: model.baseUrl } }),
  stop: (model) => model.close(),
});

export type RunningWithTmdb = Running & { tmdb: FakeTmdb };

/** A fake TMDB for `serverBrowserAnd("tmdb", …)`; `prepare` adds routes before the server starts. */
export const fakeTmdb = (prepare: (tmdb: FakeTmdb) => void = () => {}): Fake<FakeTmdb> => ({
  async start() {
    const tmdb = await startFakeTmdb();
    prepare(tmdb);
    return tmdb;
  },
  serverOptions: ({ token, url }) => ({ env: { TMDB_TOKEN: token, TMDB_API_URL: url, TMDB_IMAGE_URL: `${url}/img` } }),
  stop: (tmdb) => tmdb.close(),
});

/** As `serverAndBrowser`, with movies from a fake TMDB (started first, stopped last). */
export function tmdbServerAndBrowser(): RunningWithTmdb {
  return serverBrowserAnd("tmdb", fakeTmdb());
}

/** Where a page goes: a browser and a server's address (a `Running`, or a server started by hand). */
export interface Site {
  browser: Browser;
  server: Pick<RunningServer, "url">;
}

/** A fresh context (cookies, storage) on the site's server, its page opened at `path`. */
export async function visit(site: Site, path: string, options: Omit<PageOptions, "baseURL"> = {}) {
  const opened = await openPage(site.browser, { baseURL: site.server.url, ...options });
  await opened.page.goto(path);
  return opened;
}

/** As `visit`, signed in as a fresh account made through the API first (the cookie lands in the context). */
export async function visitSignedUp(site: Site, path: string, tag: string, options: Omit<PageOptions, "baseURL"> = {}) {
  const opened = await openPage(site.browser, { baseURL: site.server.url, ...options });
  const response = await opened.page.request.post("/api/auth/sign-up", { data: newAccount(tag) });
  expect(response.ok(), `sign-up answered ${response.status()}`).toBe(true);
  await opened.page.goto(path);
  return opened;
}
