/**
 * First-load weight of a page as a browser really loads it: every JS and CSS response from our own
 * origin until the network is idle, measured raw, gzip -9 and brotli 11; whether any of it is
 * Firebase or OpenAI client code; and how many requests went to another host.
 *   npx tsx scripts/bench/bundle.ts <server url>   (a running server in local mode)
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { launchBrowser, openPage, signUpThrough } from "../../tests/e2e/harness.js";

export interface LoadedFile {
  url: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface FirstLoad {
  path: string;
  files: LoadedFile[];
  raw: number;
  gzip: number;
  brotli: number;
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

/** Load `path` in a fresh context (signed in first for /browse) and weigh what it fetched. */
export async function measureFirstLoad(browser: Browser, baseUrl: string, path: "/" | "/browse"): Promise<FirstLoad> {
  const { context, page } = await openPage(browser, { baseURL: baseUrl });
  try {
    if (path === "/browse") await signUpThrough(page.request, "bench");
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
    const files = (await Promise.all(pending)).filter((file): file is LoadedFile => file !== null);
    const sum = (key: "raw" | "gzip" | "brotli") => files.reduce((total, file) => total + file[key], 0);
    return {
      path,
      files,
      raw: sum("raw"),
      gzip: sum("gzip"),
      brotli: sum("brotli"),
      firebaseOrOpenAiCode: vendorCode,
      foreignRequests,
    };
  } finally {
    await context.close();
  }
}

export function formatFirstLoad(load: FirstLoad): string {
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  return `${load.path}: ${load.files.length} files, ${kb(load.raw)} raw, ${kb(load.gzip)} gzip, ${kb(load.brotli)} brotli; vendor SDK code: ${load.firebaseOrOpenAiCode ? "yes" : "none"}; requests to other hosts: ${load.foreignRequests}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = process.argv[2] ?? "http://127.0.0.1:3000";
  const browser = await launchBrowser();
  try {
    for (const path of ["/", "/browse"] as const) {
      process.stdout.write(`${formatFirstLoad(await measureFirstLoad(browser, baseUrl, path))}\n`);
    }
  } finally {
    await browser.close();
  }
}
