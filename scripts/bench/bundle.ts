/**
 * First-load weight of a page as a browser really loads it, with the browser cache disabled:
 * - bytes on the wire (what Chromium reports as transferred, response headers included) of every
 *   request until the network is idle, summed by kind: JS+CSS, fonts, images, other (HTML, /api);
 * - the JS and CSS from our own origin also weighed raw, gzip -9 and brotli 11;
 * - whether any of it is Firebase or OpenAI client code, and how many requests went to another host.
 *   npx tsx scripts/bench/bundle.ts [server url] [EN|AR|spanish]
 * (without a URL it starts a server with the embedded defaults on the current dist/)
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { launchBrowser, openPage, signUpThrough, startServer } from "../../tests/e2e/harness.js";

export interface LoadedFile {
  url: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export type WireKind = "code" | "fonts" | "images" | "other";

/** One request as it crossed the network. */
export interface WireRequest {
  url: string;
  kind: WireKind;
  /** Bytes received for it, headers included (Chromium's `encodedDataLength`). */
  bytes: number;
}

export interface FirstLoad {
  path: string;
  language: string;
  files: LoadedFile[];
  raw: number;
  gzip: number;
  brotli: number;
  /** Bytes on the wire by kind (code = JS+CSS), and all of them. */
  wire: Record<WireKind | "total", number>;
  requests: WireRequest[];
  /** True when any loaded file carries Firebase SDK or OpenAI SDK code. */
  firebaseOrOpenAiCode: boolean;
  /** Requests to any origin other than the server's (images included). */
  foreignRequests: number;
}

/** Text only the vendor SDKs carry: Firebase Auth's endpoints and packages, the OpenAI SDK's headers. */
const VENDOR_CODE =
  /identitytoolkit\.googleapis|securetoken\.googleapis|FirebaseError|@firebase\/|api\.openai\.com|x-stainless/;
const VENDOR_FILE = /firebase|openai/i;

function measure(url: string, body: Buffer): LoadedFile {
  return {
    url,
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Chromium's resource type → the kind the figures are summed by. */
function kindOf(type: string): WireKind {
  if (type === "Script" || type === "Stylesheet") return "code";
  if (type === "Font") return "fonts";
  if (type === "Image") return "images";
  return "other";
}

export interface FirstLoadOptions {
  /** Interface language saved before the page loads (as the language select would); EN by default. */
  language?: "EN" | "AR" | "spanish";
}

/** Load `path` in a fresh context (signed in first for /browse), cache disabled, and weigh what it fetched. */
export async function measureFirstLoad(
  browser: Browser,
  baseUrl: string,
  path: "/" | "/browse",
  options: FirstLoadOptions = {},
): Promise<FirstLoad> {
  const language = options.language ?? "EN";
  const { context, page } = await openPage(browser, { baseURL: baseUrl });
  try {
    if (path === "/browse") await signUpThrough(page.request, "bench");
    if (language !== "EN") await context.addInitScript((id) => localStorage.setItem("reelwise.language", id), language);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    const seen = new Map<string, { url: string; type: string }>();
    const requests: WireRequest[] = [];
    cdp.on("Network.requestWillBeSent", (event) => {
      seen.set(event.requestId, { url: event.request.url, type: event.type ?? "Other" });
    });
    cdp.on("Network.responseReceived", (event) => {
      const known = seen.get(event.requestId);
      seen.set(event.requestId, { url: event.response.url, type: event.type ?? known?.type ?? "Other" });
    });
    const inFlight = new Set<string>();
    let lastActivity = Date.now();
    cdp.on("Network.requestWillBeSent", (event) => {
      inFlight.add(event.requestId);
      lastActivity = Date.now();
    });
    cdp.on("Network.loadingFailed", (event) => {
      inFlight.delete(event.requestId);
      lastActivity = Date.now();
    });
    cdp.on("Network.loadingFinished", (event) => {
      inFlight.delete(event.requestId);
      lastActivity = Date.now();
      const request = seen.get(event.requestId);
      if (!request || request.url.startsWith("data:")) return;
      requests.push({ url: request.url, kind: kindOf(request.type), bytes: event.encodedDataLength });
    });

    const origin = new URL(baseUrl).origin;
    const pending: Promise<LoadedFile | null>[] = [];
    let foreignRequests = 0;
    let vendorCode = false;
    page.on("request", (request) => {
      if (new URL(request.url()).origin !== origin && !request.url().startsWith("data:")) foreignRequests++;
    });
    page.on("response", (response) => {
      const type = response.request().resourceType();
      if (type !== "script" && type !== "stylesheet") return;
      if (new URL(response.url()).origin !== origin) return;
      pending.push(
        response.body().then(
          (body) => {
            if (VENDOR_FILE.test(new URL(response.url()).pathname) || VENDOR_CODE.test(body.toString("utf8"))) {
              vendorCode = true;
            }
            return measure(response.url(), body);
          },
          () => null,
        ),
      );
    });
    await page.goto(path, { waitUntil: "networkidle" });
    // The page fetches in steps (config, session, then the lists or the mosaic, then their images):
    // done once images are on the page, all loaded, and nothing has been on the network for a second.
    await page.waitForFunction(() => document.images.length > 0, undefined, { timeout: 15_000 });
    const deadline = Date.now() + 15_000;
    for (;;) {
      // A lazy image far from the viewport is never fetched, so it never completes.
      const imagesDone = await page.evaluate(() =>
        [...document.images].every((image) => image.complete || image.loading === "lazy"),
      );
      if ((imagesDone && inFlight.size === 0 && Date.now() - lastActivity > 1000) || Date.now() > deadline) break;
      await page.waitForTimeout(200);
    }
    const files = (await Promise.all(pending)).filter((file): file is LoadedFile => file !== null);
    const sum = (key: "raw" | "gzip" | "brotli") => files.reduce((total, file) => total + file[key], 0);
    const wireOf = (kind: WireKind) => requests.filter((r) => r.kind === kind).reduce((t, r) => t + r.bytes, 0);
    const wire = { code: wireOf("code"), fonts: wireOf("fonts"), images: wireOf("images"), other: wireOf("other") };
    return {
      path,
      language,
      files,
      raw: sum("raw"),
      gzip: sum("gzip"),
      brotli: sum("brotli"),
      wire: { ...wire, total: wire.code + wire.fonts + wire.images + wire.other },
      requests,
      firebaseOrOpenAiCode: vendorCode,
      foreignRequests,
    };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/** One line: bytes on the wire by kind, then the JS+CSS weighed three ways. */
export function formatWire(load: FirstLoad): string {
  const { code, fonts, images, other, total } = load.wire;
  return `JS+CSS ${kb(code)}, fonts ${kb(fonts)}, images ${kb(images)}, other ${kb(other)}, all ${kb(total)} on the wire`;
}

export function formatFirstLoad(load: FirstLoad): string {
  return `${load.path} ${load.language}: ${formatWire(load)}; JS+CSS ${load.files.length} files, ${kb(load.raw)} raw, ${kb(load.gzip)} gzip, ${kb(load.brotli)} brotli; vendor SDK code: ${load.firebaseOrOpenAiCode ? "yes" : "none"}; requests to other hosts: ${load.foreignRequests}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const given = process.argv[2]?.startsWith("http") ? process.argv[2] : undefined;
  const language = process.argv.find((arg) => arg === "AR" || arg === "spanish" || arg === "EN") ?? "EN";
  const verbose = process.argv.includes("-v");
  const server = given ? undefined : await startServer();
  const browser = await launchBrowser();
  try {
    for (const path of ["/", "/browse"] as const) {
      const load = await measureFirstLoad(browser, given ?? server?.url ?? "", path, { language });
      process.stdout.write(`${formatFirstLoad(load)}\n`);
      if (verbose) {
        for (const r of load.requests)
          process.stdout.write(`  ${r.kind.padEnd(6)} ${String(r.bytes).padStart(7)} ${r.url}\n`);
      }
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
}
