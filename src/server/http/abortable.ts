/**
 * `work`, or `aborted()` as soon as `signal` fires, whichever comes first. The caller goes at once
 * while `work` runs on (a load shared with other callers, or an SDK sleeping between retries) and
 * its outcome is dropped. `aborted` may return the caller's own failure value or throw.
 */
export function abortable<T>(work: Promise<T>, signal: AbortSignal | undefined, aborted: () => T): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      try {
        resolve(aborted());
      } catch (error) {
        reject(error);
      }
    };
    if (signal.aborted) {
      // Still settle `work`'s outcome, so a later rejection is never unhandled.
      work.catch(() => undefined);
      onAbort();
      return;
    }
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
