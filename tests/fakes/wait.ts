/**
 * Wait until `condition` holds, checking every few milliseconds: for tests that must let something
 * happen (a request reach a fake, a connection come up) without guessing how long it takes. Fails
 * with `message` after `timeoutMs`, a generous bound that only a broken test ever reaches.
 */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  {
    timeoutMs = 5_000,
    intervalMs = 5,
    message = "condition",
  }: { timeoutMs?: number; intervalMs?: number; message?: string } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`waitFor: ${message} did not hold within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** A promise the test resolves when it chooses: hold a fake's answer until `open()` is called. */
export function gate(): { opened: Promise<void>; open(): void } {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
