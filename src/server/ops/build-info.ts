import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { z } from "zod";
import type { Version } from "../../contract/version.js";

const PackageSchema = z.object({ version: z.string().min(1) });
const CommitSchema = z.string().regex(/^[0-9a-f]{7,40}$/);

/**
 * The checkout's commit when the server runs from one (development, tests); undefined in the image.
 * git runs beside the rest of start-up (the database's migrations), not before it.
 */
function gitCommit(root: URL): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile(
      "git",
      ["rev-parse", "--short=12", "HEAD"],
      { cwd: root, encoding: "utf8", timeout: 2_000 },
      (error, out) => {
        // No git here (the image), or not a checkout: the commit is unknown.
        if (error) return resolve(undefined);
        const parsed = CommitSchema.safeParse(out.trim());
        resolve(parsed.success ? parsed.data : undefined);
      },
    );
  });
}

/**
 * What this server is: package.json's version and the commit it was built from (`GIT_COMMIT`, which
 * the image sets from its build argument; else git, asked once at start; else `unknown`).
 */
export async function readBuildInfo(commit: string | undefined): Promise<Version> {
  const root = new URL("../../../", import.meta.url);
  const { version } = PackageSchema.parse(JSON.parse(readFileSync(new URL("package.json", root), "utf8")));
  return { version, commit: commit ?? (await gitCommit(root)) ?? "unknown" };
}
