import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import type { Hono } from "hono";
import { afterEach } from "vitest";
import { captureLogger } from "../../../tests/fakes/capture-log.js";
import { createApp } from "../app.js";
import { loadConfig } from "../config.js";
import type { AppDeps } from "../deps.js";
import { createServices, type Services } from "../services.js";

/** What the operations tests share: an app over real services and its log lines. */
export const METRICS_TOKEN = "metrics-token-0123456789abcdef";

const opened: Services[] = [];
const folders: string[] = [];
const listening: ReturnType<typeof serve>[] = [];

afterEach(async () => {
  for (const server of listening.splice(0)) server.close();
  await Promise.all(opened.splice(0).map((s) => s.close()));
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

export interface OpsApp {
  app: Hono;
  deps: AppDeps;
  /** Every log line written, as pino wrote it (level `debug` and up). */
  lines: string[];
}

/** The whole app (real services, a temporary DATA_DIR and page) with `env` on top; closed after each test. */
export async function opsApp(env: Record<string, string> = {}): Promise<OpsApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "reelwise-ops-"));
  const webRoot = join(dataDir, "web");
  mkdirSync(webRoot, { recursive: true });
  writeFileSync(join(webRoot, "index.html"), "<!doctype html><title>Reelwise</title><div id=root></div>");
  folders.push(dataDir);
  const lines: string[] = [];
  const services = await createServices(
    loadConfig({ DATA_DIR: dataDir, ...env }),
    webRoot,
    captureLogger(lines, "debug"),
  );
  opened.push(services);
  return { app: createApp(services.deps), deps: services.deps, lines };
}

/** Serve `app` on a loopback port, as production does (requests come from a real socket peer); its base URL. */
export async function served(app: Hono): Promise<string> {
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  listening.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The value of one sample line (`name{labels} value`) of a scrape, or undefined when it is absent. */
export function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** `POST path` with a JSON body (and a session cookie, when given), as the page sends it. */
export function postJson(app: Hono, path: string, body: unknown, cookie?: string): Promise<Response> {
  return Promise.resolve(
    app.request(path, {
      method: "POST",
      headers: { "content-type": "application/json", ...(cookie && { cookie }) },
      body: JSON.stringify(body),
    }),
  );
}

/** Sign up a fresh local account; its session cookie. */
export async function signedIn(app: Hono, email: string): Promise<string> {
  const res = await postJson(app, "/api/auth/sign-up", { email, password: "Secret123", username: "Operator" });
  if (res.status !== 200) throw new Error(`sign-up answered ${res.status}`);
  return res.headers.get("set-cookie") ?? "";
}

/** `GET /metrics` with the token, as text. */
export async function scrape(app: Hono): Promise<string> {
  const res = await app.request("/metrics", { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  if (res.status !== 200) throw new Error(`/metrics answered ${res.status}`);
  return res.text();
}
