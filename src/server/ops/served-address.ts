import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";

/**
 * Where the server notes, in its data folder, the address its pages are served on, so that the
 * operator's account command (run from another shell, often without the server's `PORT` or
 * `PUBLIC_URL`) prints reset links that open on the running server.
 */
const SERVED_ADDRESS_FILE = "served-address.json";

const NotedSchema = z.object({ publicUrl: z.string().regex(/^https?:\/\/[^\s]+$/) });

/** Note `publicUrl` (`PUBLIC_URL`, else `http://localhost:$PORT`) for the operator's command. */
export function noteServedAddress(dataDir: string, publicUrl: string): void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, SERVED_ADDRESS_FILE), `${JSON.stringify({ publicUrl })}\n`);
}

/** The address the server last started on noted, if it did and the note parses. */
export function servedAddress(dataDir: string): string | undefined {
  try {
    const parsed = NotedSchema.safeParse(JSON.parse(readFileSync(join(dataDir, SERVED_ADDRESS_FILE), "utf8")));
    return parsed.success ? parsed.data.publicUrl : undefined;
  } catch {
    // No note (the server never started with this data folder) or an unreadable one.
    return undefined;
  }
}

/** `PUBLIC_URL` and `PORT` as a shell set them, before `.env` is read. */
export interface ShellAddress {
  PUBLIC_URL?: string | undefined;
  PORT?: string | undefined;
}

/**
 * The address a reset link made by the operator's command opens on: `configured` (the config's
 * `PUBLIC_URL`, else `http://localhost:$PORT`, as the server's own e-mailed links) when the
 * command's shell sets one of them; else the address the server noted; else `configured`.
 * `shell` is the environment before `.env` is read: `.env` (`.env.example` has `PORT=3000`) is
 * read by the server too, where its shell's `PORT` or `PUBLIC_URL` wins, so only the note says
 * where a server started with another one runs.
 */
export function resetLinkBase(shell: ShellAddress, configured: string, noted: string | undefined): string {
  if (shell.PUBLIC_URL || shell.PORT) return configured;
  return noted ?? configured;
}
