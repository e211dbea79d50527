import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";

/**
 * A fake upstream for a suite: started before each test (or once before all of them, `"all"`) and
 * closed after. The returned function reads the running one (`tmdb().url`); `replace` hands it one
 * a test started in its place, to be closed in its turn.
 */
export interface RunningFake<T> {
  (): T;
  replace(next: T): void;
}

export function runningFake<T extends { close(): Promise<void> }>(
  start: () => Promise<T>,
  scope: "each" | "all" = "each",
): RunningFake<T> {
  let running: T | undefined;
  (scope === "each" ? beforeEach : beforeAll)(async () => {
    running = await start();
  });
  (scope === "each" ? afterEach : afterAll)(async () => {
    await running?.close();
  });
  const current = () => {
    if (!running) throw new Error("the fake runs only inside a test");
    return running;
  };
  return Object.assign(current, {
    replace: (next: T) => {
      running = next;
    },
  });
}
