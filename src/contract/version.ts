import { z } from "./zod.js";

/** `GET /api/version`: which release this server runs, and the commit it was built from. */
export const VersionSchema = z.object({
  /** `version` of package.json (CHANGELOG.md says what each one changed). */
  version: z.string(),
  /** The git commit (`GIT_COMMIT`, set by the image build; else read from git at start), or `unknown`. */
  commit: z.string(),
});
export type Version = z.infer<typeof VersionSchema>;
