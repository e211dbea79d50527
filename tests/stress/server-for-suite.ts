import { afterAll, beforeAll } from "vitest";
import { type RunningServer, startServer } from "../e2e/harness";

/** The production server for one describe block (started before its tests, stopped after): a getter for it. */
export function serverForSuite(env: Record<string, string> = { LOG_LEVEL: "warn" }): () => RunningServer {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer({ env });
  });
  afterAll(async () => {
    await server?.stop();
  });
  return () => {
    if (!server) throw new Error("serverForSuite: the server did not start");
    return server;
  };
}
