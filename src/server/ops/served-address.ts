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

/**
 * The address a reset link made by the operator's command opens on: `PUBLIC_URL`, or
 * `http://localhost:$PORT`, when the command's own environment sets one (`configured` is the
 * config's reading of them); else the address the server noted; else `configured` (port 3000).
 */
export function resetLinkBase(
  env: Readonly<Record<string, string | undefined>>,
  configured: string,
  noted: string | undefined,
): string {
  if (env.PUBLIC_URL || env.PORT) return configured;
  return noted ?? configured;
}
