/** An upstream sent more than we are willing to read. */
export class BodyTooLargeError extends Error {
  override readonly name = "BodyTooLargeError";
  constructor(readonly capBytes: number) {
    super(`response body over ${capBytes} bytes`);
  }
}

/**
 * The same response, but reading its body fails with `BodyTooLargeError` as soon as more than `cap`
 * bytes have arrived (at once when Content-Length already says so), and the rest is not downloaded.
 * For every upstream answer we parse: a broken or hostile service cannot make us buffer without limit.
 */
export function capBody(res: Response, cap: number): Response {
  if (!res.body) return res;
  const init = { status: res.status, statusText: res.statusText, headers: res.headers };
  if (Number(res.headers.get("content-length")) > cap) {
    void res.body.cancel();
    const refused = new ReadableStream<Uint8Array>({ start: (c) => c.error(new BodyTooLargeError(cap)) });
    return new Response(refused, init);
  }
  let total = 0;
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      total += chunk.byteLength;
      if (total > cap) controller.error(new BodyTooLargeError(cap));
      else controller.enqueue(chunk);
    },
  });
  return new Response(res.body.pipeThrough(counter), init);
}
