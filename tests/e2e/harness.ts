import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type APIRequestContext, type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Flags for Debian's Chromium on a machine with no network but loopback: no sandbox (root), no background traffic. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const repoRoot = new URL("../../", import.meta.url).pathname;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  /** Every line the server wrote to stdout/stderr so far. */
  output: string[];
  process: ChildProcess;
  /** SIGTERM and wait for exit (graceful stop). */
  stop(): Promise<number | null>;
  /** SIGKILL: a crash. */
  kill(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** Reuse a data folder (restart tests); a fresh temp folder otherwise. */
  dataDir?: string;
  port?: number;
}

/** Start the real production server (`src/server/main.ts`, built SPA in dist/) on a free port. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "reelwise-e2e-"));
  const output: string[] = [];
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      PORT: String(port),
      DATA_DIR: dataDir,
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const collect = (chunk: Buffer) => output.push(...chunk.toString("utf8").split("\n").filter(Boolean));
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output.join("\n")}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy in 30 s:\n${output.join("\n")}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    url,
    port,
    dataDir,
    output,
    process: child,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      const code = await exited;
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
    async kill() {
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export interface PageOptions {
  baseURL: string;
  viewport?: { width: number; height: number };
  reducedMotion?: "reduce" | "no-preference";
  /** What the page's `Math.random()` always returns, to choose e.g. the featured film. */
  random?: number;
  /** The browser's language (`navigator.languages` and `Accept-Language`); Chromium's default otherwise. */
  locale?: string;
}

/** A fresh context (cookies, storage) and page: what one person in one browser sees. */
export async function openPage(
  browser: Browser,
  options: PageOptions,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: options.baseURL,
    viewport: options.viewport ?? { width: 1440, height: 900 },
    reducedMotion: options.reducedMotion ?? "reduce",
    ...(options.locale && { locale: options.locale }),
  });
  if (options.random !== undefined) {
    await context.addInitScript((value) => {
      Math.random = () => value;
    }, options.random);
  }
  const page = await context.newPage();
  return { context, page };
}

/** A unique, valid account for one test. */
export function newAccount(tag = "user") {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `${tag}.${id}@example.com`, password: `Secret${id.slice(-4)}9x`, username: `${tag} ${id.slice(-4)}` };
}

export type Account = ReturnType<typeof newAccount>;

/** What the auth form says in one language: the mode link and heading, the button, the field labels. */
export interface AuthFormWords {
  toSignUp: string;
  signUp: string;
  email: string;
  password: string;
  username: string;
}

export const AUTH_FORM_EN: AuthFormWords = {
  toSignUp: "New To Reelwise? Sign Up Now.",
  signUp: "Sign Up",
  email: "Email address",
  password: "Password",
  username: "Username",
};

export const AUTH_FORM_AR: AuthFormWords = {
  toSignUp: "جديد على Reelwise؟ أنشئ حسابك الآن.",
  signUp: "إنشاء حساب",
  email: "البريد الإلكتروني",
  password: "كلمة المرور",
  username: "اسم المستخدم",
};

/** Fill the auth form's fields that `account` has (sign-in: e-mail and password; sign-up: all three). */
export async function fillAuthForm(page: Page, account: Partial<Account>, words = AUTH_FORM_EN): Promise<void> {
  if (account.username !== undefined) await page.getByLabel(words.username, { exact: true }).fill(account.username);
  if (account.email !== undefined) await page.getByLabel(words.email, { exact: true }).fill(account.email);
  if (account.password !== undefined) await page.getByLabel(words.password, { exact: true }).fill(account.password);
}

export interface SignUpInPageOptions {
  /** The page's language (default English). */
  words?: AuthFormWords;
  /** The form is already in sign-up mode (`/?mode=sign-up`): do not follow the mode link. */
  alreadyInSignUp?: boolean;
  /** Wait for /browse (default); false when the test expects the sign-up to be refused. */
  waitForBrowse?: boolean;
}

/**
 * Sign up through the page, as a person does: from `/` in sign-in mode follow the sign-up link,
 * fill name, e-mail and password, press Sign Up, and wait for /browse. (`signUpThrough` below
 * makes an account through the API instead, for tests about something else.)
 */
export async function signUpInPage(page: Page, account: Account, options: SignUpInPageOptions = {}): Promise<void> {
  const words = options.words ?? AUTH_FORM_EN;
  if (!options.alreadyInSignUp) {
    await page.getByRole("link", { name: words.toSignUp }).click();
    await page.getByRole("heading", { name: words.signUp }).waitFor();
  }
  await fillAuthForm(page, account, words);
  await page.getByRole("button", { name: words.signUp, exact: true }).click();
  if (options.waitForBrowse ?? true) await page.waitForURL((url) => url.pathname === "/browse");
}

/**
 * Create a fresh account through the API with this browser context's request client, which leaves
 * the context signed in (its session cookie). `baseUrl` for contexts made without a `baseURL`.
 */
export async function signUpThrough(request: APIRequestContext, tag: string, baseUrl = ""): Promise<void> {
  const response = await request.post(`${baseUrl}/api/auth/sign-up`, { data: newAccount(tag) });
  if (!response.ok()) throw new Error(`sign-up answered ${response.status()}`);
}

/** POST `body` as JSON to the server at `baseUrl`, as a script does: no Origin, no cookie unless in `headers`. */
export function postJson(
  baseUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

/** The session cookie (`name=value`) a sign-up or sign-in answer set, for a script's next requests. */
export const sessionCookieOf = (response: Response): string =>
  (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

/** Sign in through the API, as a script does; the answer (its status, its session cookie). */
export const signInByApi = (baseUrl: string, { email, password }: Pick<Account, "email" | "password">) =>
  postJson(baseUrl, "/api/auth/sign-in", { email, password });

export { repoRoot };
